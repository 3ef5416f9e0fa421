import { PromotionsPage } from '../features/promotions/components/promotions-page.tsx';

/** /promotions (SPEC.md §2): the brand's promotions, or the way to its own promotions site. */
export function Component() {
  return <PromotionsPage />;
}
