import type { ReactNode } from 'react';
import { loadToggle, useIsOnBetslip, useToggleSelection } from '../features/betslip/index.ts';
import {
  PriceActionContext,
  PriceBoostsContext,
  type PriceAction,
  type PriceBoosts,
} from '../features/events/index.ts';
import { openBoost, useBoost } from '../features/odds-boost/index.ts';

/** On the sports pages a price is a pick on the betslip (SPEC.md §4 "Toggle"); S goes to its stake. */
const ON_THE_BETSLIP: PriceAction = {
  usePicked: useIsOnBetslip,
  usePress: useToggleSelection,
  prepare: () => void loadToggle(),
  focusStake: (outcomeId) => void loadToggle().then((code) => code.focusStake(outcomeId)),
};

/** The brand's power odds (features/odds-boost) show on the prices they boost. */
const POWER_ODDS: PriceBoosts = { useBoost, open: openBoost };

/**
 * What the prices of the sports pages do (features/events/list/price-action.ts): the shell provides it
 * around every page; a page whose prices mean something else (a jackpot's) provides its own inside.
 */
export function BetslipPrices({ children }: { children: ReactNode }) {
  return (
    <PriceActionContext value={ON_THE_BETSLIP}>
      <PriceBoostsContext value={POWER_ODDS}>{children}</PriceBoostsContext>
    </PriceActionContext>
  );
}
