import { createContext } from 'react';

/** A price as it was pressed: the outcome, and the decimal price its button showed. */
export interface PricePick {
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
  decimal: number;
}

/**
 * What a press on a price means where the price shows. The events feature shows prices and knows
 * no slip: the page around them provides the meaning - a pick on the betslip on the sports pages
 * (routes/price-actions.tsx), a pick on its own slip on a jackpot page. Each member is read once
 * per button, so a provider's value never changes (its hooks are then called in the same order).
 */
export interface PriceAction {
  /** Whether the outcome is picked (the button's pressed state): a hook, one subscription a button. */
  usePicked: (outcomeId: number) => boolean;
  /** A hook that returns what a press does. */
  usePress: () => (pick: PricePick) => void;
  /** Loads the press's code ahead of the click (on pointer down and focus). */
  prepare: () => void;
  /** The S key on a picked price: the focus goes to its stake. Absent where a pick has no stake. */
  focusStake?: ((outcomeId: number) => void) | undefined;
}

/** A boosted outcome's decimal prices: `regular` without the boost, `boosted` with it. */
export interface PriceBoost {
  regular: number;
  boosted: number;
}

/** The brand's boosted prices (power odds), where a page offers them. */
export interface PriceBoosts {
  /** The boost of one outcome, undefined for one without: a hook, one subscription a button. */
  useBoost: (outcomeId: number) => PriceBoost | undefined;
  /** Opens the boost's explanation, from the badge beside the price. */
  open: (pick: Omit<PricePick, 'decimal'>) => void;
}

/**
 * Without a provider a price does nothing: no page of the product renders one so (the shell provides
 * it), and a test that forgets it sees a button that never becomes pressed.
 */
const NOTHING: PriceAction = {
  usePicked: () => false,
  usePress: () => () => undefined,
  prepare: () => undefined,
};

const NO_BOOSTS: PriceBoosts = { useBoost: () => undefined, open: () => undefined };

export const PriceActionContext = createContext<PriceAction>(NOTHING);
export const PriceBoostsContext = createContext<PriceBoosts>(NO_BOOSTS);
