import { OpenBetsPage } from '../features/my-bets/components/open-bets-page.tsx';

/** /open_bets: the My Bets page (SPEC.md §2). */
export function Component() {
  return <OpenBetsPage />;
}
