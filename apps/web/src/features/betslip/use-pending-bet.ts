import { useEffect } from 'react';
import { useSettings } from '../../api/settings.ts';
import { useBetslipStore } from './betslip-store.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { toggleSelection } from './toggle-selection.ts';

/**
 * SPEC.md §4 "Logged-out add": the visitor's pick waits as the pending bet while they log in;
 * once they are logged in it is added (expanding the slip, as a player's add does). A pick that is
 * already on the slip is not toggled off again. The app shell runs this on every page.
 */
export function usePendingBet(): void {
  const session = useLoggedInSession();
  const pending = useBetslipStore((s) => s.pendingBet);
  const settings = useSettings();
  // The login dialog closes itself when the login is done; the slip opens after it, not under it.
  const loginOpen = useShellStore((s) => s.overlay === 'login');
  const loggedIn = session !== null;
  useEffect(() => {
    if (!loggedIn || loginOpen || !pending || !settings) return;
    const store = useBetslipStore.getState();
    store.setPendingBet(null);
    if (store.bets[pending.outcomeId]) return;
    toggleSelection(pending, {
      loggedIn: true,
      retailCodes: settings.betslip_generate_retail_code,
      maxBets: settings.max_bets_on_betslip,
      maxBetsMessage: settings.max_bets_error_message,
    });
  }, [loggedIn, loginOpen, pending, settings]);
}
