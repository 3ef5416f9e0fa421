import { useParams } from 'react-router';
import { PromotionPage } from '../features/promotions/components/promotion-page.tsx';

/** /promotions/:slug: one promotion. */
export function Component() {
  const { slug = '' } = useParams();
  // A new slug is a new page: nothing of the previous promotion's state carries over.
  return <PromotionPage key={slug} slug={slug} />;
}
