import type { Jackpot } from '@sb/contract';
import { createContext, use } from 'react';
import type { PriceAction, PriceBoosts } from '../events/index.ts';
import { jackpotSlipActions, useIsJackpotPick } from './jackpot-slip-store.ts';

/** The pool whose page this is: a press on one of its prices picks in it. */
export const JackpotPoolContext = createContext<Jackpot | null>(null);

/**
 * What a price means on a pool page (features/events/list/price-action.ts): a pick on the jackpot
 * slip, never on the betslip (SPEC.md §4 "Jackpot selections toggle per outcome"); pressed while
 * picked. A refused pick leaves the slip as it was and the page announces why.
 */
export const JACKPOT_PICKS: PriceAction = {
  usePicked: useIsJackpotPick,
  usePress: () => {
    const pool = use(JackpotPoolContext);
    return (pick) => {
      if (pool) jackpotSlipActions.toggle(pool, pick.outcomeId);
    };
  },
  prepare: () => undefined,
};

/** A pool pays by tier, not by a price: no boost shows on its prices (the brand's power odds are the betslip's). */
export const NO_BOOSTS: PriceBoosts = { useBoost: () => undefined, open: () => undefined };
