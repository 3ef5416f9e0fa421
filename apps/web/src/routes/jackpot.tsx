import { JackpotListPage } from '../features/jackpot/components/jackpot-list-page.tsx';

/** /jackpot (SPEC.md §2): the pools running in the visitor's currency. */
export function Component() {
  return <JackpotListPage />;
}
