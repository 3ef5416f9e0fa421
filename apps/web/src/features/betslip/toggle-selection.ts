import { useBetslipStore, type BetPick } from './betslip-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { usePreferencesStore } from '../../lib/preferences/preferences-store.ts';
import { toggleBet } from './slip-bets.ts';

import { focusStake } from './focus-stake.ts';

// A price's S key (the price button) goes to the stake: its code loads with the toggle's.
export { focusStake };

export interface ToggleContext {
  loggedIn: boolean;
  /** betslip_generate_retail_code: a visitor builds a slip for a retail code instead of logging in. */
  retailCodes: boolean;
  maxBets: number;
  maxBetsMessage: string;
}

/** The player's default stake as the stake field shows it ('' for none: §5, saved by logged-in players). */
export function defaultStakeText(): string {
  const { defaultStake } = usePreferencesStore.getState();
  return defaultStake > 0 ? String(defaultStake) : '';
}

/**
 * A price was clicked (SPEC.md §4 "Toggle", "Logged-out add", §5 "Betslip maximum"):
 * - on the slip already: it goes (the last one closes the slip);
 * - a visitor (no retail codes): the pick is kept as the pending bet and the login opens; after
 *   the login it is added (use-pending-bet.ts);
 * - the slip is full: an alert with the brand's message, nothing added;
 * - else it is added, and for a player the slip expands: where no panel shows, the overlay opens
 *   with the focus on the new pick's stake, what the bettor does next (issue 42: the sheet's first
 *   control was its Close, four Tabs from the stake).
 */
export function toggleSelection(pick: BetPick, context: ToggleContext): void {
  const store = useBetslipStore.getState();
  const shell = useShellStore.getState();
  const onSlip = store.bets[pick.outcomeId] !== undefined;
  if (!onSlip && !context.loggedIn && !context.retailCodes) {
    store.setPendingBet(pick);
    shell.open('login');
    return;
  }
  const result = toggleBet(pick, {
    maxBets: context.maxBets,
    expand: context.loggedIn,
    defaultStake: context.loggedIn ? defaultStakeText() : '',
  });
  if (result === 'full') showToast({ kind: 'error', message: context.maxBetsMessage });
  else if (result === 'added' && context.loggedIn && !store.panelShown) focusStake(pick.outcomeId);
  else if (result === 'removed' && Object.keys(useBetslipStore.getState().bets).length === 0) {
    if (shell.overlay === 'betslip') shell.close();
  }
}
