import { useCallback } from 'react';
import { useSettings } from '../../api/settings.ts';
import { useBetslipStore, type BetPick } from '../../stores/betslip-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { useSessionStore } from '../auth/session-store.ts';
import { useShellStore } from '../navigation/shell-store.ts';

/** §3 Settings default of max_bets_on_betslip, until the settings have loaded. */
const DEFAULT_MAX_BETS = 15;
/** The contract's default max_bets_error_message, until the settings have loaded. */
const DEFAULT_MAX_BETS_MESSAGE = 'You have reached the maximum number of selections.';

export interface ToggleContext {
  loggedIn: boolean;
  /** betslip_generate_retail_code: a visitor builds a slip for a retail code instead of logging in. */
  retailCodes: boolean;
  maxBets: number;
  maxBetsMessage: string;
}

/**
 * A price was clicked (SPEC.md §4 "Toggle", "Logged-out add", §5 "Betslip maximum"):
 * - on the slip already: it goes;
 * - a visitor (no retail codes): the pick is kept as the pending bet and the login opens; after
 *   the login it is added (use-pending-bet.ts);
 * - the slip is full: an alert with the brand's message, nothing added;
 * - else it is added, and for a player the slip expands (the overlay opens where no panel shows).
 */
export function toggleSelection(pick: BetPick, context: ToggleContext): void {
  const store = useBetslipStore.getState();
  const onSlip = store.bets[pick.outcomeId] !== undefined;
  if (!onSlip && !context.loggedIn && !context.retailCodes) {
    store.setPendingBet(pick);
    useShellStore.getState().open('login');
    return;
  }
  const result = store.toggle(pick, { maxBets: context.maxBets, expand: context.loggedIn });
  if (result === 'full') showToast({ kind: 'error', message: context.maxBetsMessage });
  else if (result === 'added' && context.loggedIn && !store.panelShown)
    useShellStore.getState().open('betslip');
  else if (result === 'removed' && Object.keys(useBetslipStore.getState().bets).length === 0) {
    // §4: removing the last bet closes the slip.
    if (useShellStore.getState().overlay === 'betslip') useShellStore.getState().close();
  }
}

/** The toggle of a price button, with the settings and session it depends on. */
export function useToggleSelection(): (pick: BetPick) => void {
  const settings = useSettings();
  const loggedIn = useSessionStore((s) => s.session !== null && s.session.pendingFactor === null);
  const maxBets = settings?.max_bets_on_betslip ?? DEFAULT_MAX_BETS;
  const retailCodes = settings?.betslip_generate_retail_code ?? false;
  const maxBetsMessage = settings?.max_bets_error_message ?? DEFAULT_MAX_BETS_MESSAGE;
  return useCallback(
    (pick) => toggleSelection(pick, { loggedIn, retailCodes, maxBets, maxBetsMessage }),
    [loggedIn, retailCodes, maxBets, maxBetsMessage],
  );
}
