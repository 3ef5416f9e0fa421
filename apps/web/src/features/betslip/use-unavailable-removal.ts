import { SELECTION_REMOVAL_DELAY_MS } from '@sb/domain';
import { useEffect } from 'react';
import { useBetslipStore } from './betslip-store.ts';
import { betslipActions } from './betslip-actions.ts';

/**
 * SPEC.md §4 "Unavailable selections": once a pricing answer marks selections closed (outcomeState
 * C), the slip says 'Your selection is not available anymore' beside them; SELECTION_REMOVAL_DELAY_MS (§9: 3000 ms) later they go,
 * the multiples are worked out again (the next pricing) and the slip shows expanded.
 */
export function useUnavailableRemoval(): void {
  const key = useBetslipStore((s) =>
    Object.values(s.bets)
      .filter((b) => b.outcomeState === 'C')
      .map((b) => b.outcomeId)
      .join(),
  );
  useEffect(() => {
    if (key === '') return undefined;
    const ids = key.split(',').map(Number);
    betslipActions.setNotAvailable(true);
    const timer = window.setTimeout(() => {
      betslipActions.remove(ids);
      betslipActions.setNotAvailable(false);
      if (Object.keys(useBetslipStore.getState().bets).length > 0) betslipActions.setExpanded(true);
    }, SELECTION_REMOVAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
}
