import type { Session } from '../../auth/session-store.ts';
import { BalancePill } from '../../wallet/components/balance-pill.tsx';
import { AccountMenu } from './account-menu.tsx';

/** The header's logged-in end: balance pill and account dropdown. Its own chunk: visitors never load it. */
export default function PlayerActions({ session, isDesktop }: { session: Session; isDesktop: boolean }) {
  return (
    <>
      <BalancePill session={session} isDesktop={isDesktop} />
      <AccountMenu username={session.username} />
    </>
  );
}
