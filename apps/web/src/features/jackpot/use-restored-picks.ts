import type { Jackpot } from '@sb/contract';
import { useEffect } from 'react';
import { getJackpotSelections } from './api/get-jackpot-selections.ts';
import { jackpotSlipActions, picksIn, useJackpotSlipStore } from './jackpot-slip-store.ts';

/** The pools whose stored picks this page load has checked: once each, not on every visit of the page. */
const checked = new Set<number>();

/**
 * Picks kept from an earlier visit are checked with the server once (POST .../jackpotbetslips/selections,
 * SPEC.md §7): those the pool no longer has or takes are dropped. Picks made on this page load need no
 * check. A failed call changes nothing; the placement's own check still stands.
 */
export function useRestoredPicks(pool: Jackpot | undefined): void {
  const jackpotId = pool?.jackpotId;
  useEffect(() => {
    if (jackpotId === undefined || checked.has(jackpotId)) return;
    checked.add(jackpotId);
    const picks = picksIn(useJackpotSlipStore.getState(), jackpotId);
    if (picks.length === 0) return;
    getJackpotSelections(
      jackpotId,
      picks.map((p) => p.outcomeId),
    ).then(
      (answer) =>
        jackpotSlipActions.keepOnly(
          jackpotId,
          new Set(answer.selections.filter((s) => s.enabled).map((s) => s.outcomeId)),
        ),
      () => undefined,
    );
  }, [jackpotId]);
}
