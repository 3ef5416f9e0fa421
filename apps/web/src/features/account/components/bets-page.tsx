import type { Session } from '../../auth/session-store.ts';
import { MyBetsTabs } from '../../my-bets/components/bets-list.tsx';

/** /account/bets (SPEC.md §2): the player's open and settled bets, as My Bets shows them. */
export function BetsPage({ session }: { session: Session }) {
  return <MyBetsTabs session={session} />;
}
