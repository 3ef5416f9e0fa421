import { useShellStore } from '../../lib/shell/shell-store.ts';
import { useBetslipStore } from './betslip-store.ts';

/** How long the slip may take to show a new selection's stake (its code loads with the first bet). */
const WAIT_MS = 2000;

const stakeOf = (outcomeId: number) =>
  document.querySelector<HTMLInputElement>(`[data-outcome="${outcomeId}"] input[data-stake]`) ??
  // Multiples and systems show no stake per selection: the slip's first stake then.
  document.querySelector<HTMLInputElement>('input[data-stake]');

/**
 * From a price on the slip to its stake in one key (S on the price, features/events' price button):
 * the stake of that selection, or the slip's first stake when the selection has none of its own. The
 * slip opens first where it is an overlay (phones, narrow desktops).
 */
export function focusStake(outcomeId: number) {
  if (!useBetslipStore.getState().panelShown) useShellStore.getState().open('betslip');
  const deadline = performance.now() + WAIT_MS;
  const attempt = () => {
    const input = stakeOf(outcomeId);
    input?.focus();
    // A stake in a sheet that is still opening takes no focus yet: try again next frame.
    if (!input || document.activeElement !== input) {
      if (performance.now() < deadline) requestAnimationFrame(attempt);
    }
  };
  attempt();
}
