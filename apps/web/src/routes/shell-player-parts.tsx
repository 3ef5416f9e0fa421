import { lazy, Suspense } from 'react';
import { useLoggedInSession, useSessionStore } from '../lib/session/session-store.ts';
import { useBetCount, useBetslipStore } from '../features/betslip/betslip-store.ts';

const AuthOverlays = lazy(() =>
  import('../features/auth/components/auth-overlays.tsx').then((m) => ({ default: m.AuthOverlays })),
);
// With a logged-in player only (as the header's player actions): the count's polling, the answer to
// a My Bets press, the modal.
const MyBetsHost = lazy(() => import('../features/my-bets/components/my-bets-host.tsx'));
// With a logged-in player too, like the terms popup: the risk-group notice, once per login.
const RiskGroupDialog = lazy(() => import('../features/account/components/risk-group-dialog.tsx'));
// With the first bet (or a visitor's pending pick): pricing, live prices, the bar.
const BetslipRuntime = lazy(() => import('../features/betslip/components/betslip-runtime.tsx'));
// Beside it, the live announcer, which speaks the changes of the slip's live prices (and of open bets
// and favourites): the live feature's, so the betslip and live features do not import each other.
const LiveAnnouncer = lazy(() =>
  import('../features/live/index.ts').then((m) => ({ default: m.LiveAnnouncer })),
);

/**
 * The shell's parts that a session or a bet needs (routes/app-shell.tsx loads this once there is
 * either): the login's follow-ups (terms, OTP, session checks, the risk-group notice), My Bets, and
 * the slip's runtime.
 */
export default function ShellPlayerParts({ panelShown, desktop }: { panelShown: boolean; desktop: boolean }) {
  const hasSession = useSessionStore((s) => s.session !== null);
  const loggedIn = useLoggedInSession() !== null;
  const betCount = useBetCount();
  const pendingBet = useBetslipStore((s) => s.pendingBet !== null);
  return (
    <Suspense fallback={null}>
      {hasSession && <AuthOverlays />}
      {loggedIn && <MyBetsHost />}
      {(betCount > 0 || pendingBet) && <BetslipRuntime panelShown={panelShown} desktop={desktop} />}
      {betCount > 0 && <LiveAnnouncer />}
      {/* A boundary of its own: the notice's chunk, loading just after a login, must not hide the
          slip's runtime and My Bets meanwhile (a boundary that suspends again hides what it shows). */}
      <Suspense fallback={null}>{loggedIn && <RiskGroupDialog />}</Suspense>
    </Suspense>
  );
}
