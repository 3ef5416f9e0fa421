import { create } from 'zustand';

/** A boosted outcome's decimal prices: `regular` without the boost, `boosted` with it. */
export interface BoostPrices {
  regular: number;
  boosted: number;
}

/** The price a boost dialog was opened from: what adding it to the slip needs. */
export interface BoostPick {
  outcomeId: number;
  outcomeDescription: string;
  marketId: number;
}

interface BoostState {
  /**
   * Outcome id -> its prices. Empty on the server and until the power odds have loaded after
   * hydration (power-odds.tsx), so the server's HTML and the hydrating page show no boost alike.
   */
  prices: Readonly<Record<string, BoostPrices>>;
  /** Outcome id -> the event it belongs to (the dialog names the event). */
  events: Readonly<Record<string, number>>;
  /** The boost whose dialog is open. */
  opened: BoostPick | null;
}

/**
 * The brand's power odds ("boosts", SPEC.md §7 type=POWER_ODDS) as the price buttons read them.
 * A store rather than a query per button: a live list has hundreds of buttons, and each one
 * subscribing to its own outcome costs one selector, not one query observer.
 */
export const useBoostStore = create<BoostState>()(() => ({ prices: {}, events: {}, opened: null }));

/** The boost of one outcome, undefined for one without (the common case). */
export const useBoost = (outcomeId: number): BoostPrices | undefined =>
  useBoostStore((s) => s.prices[outcomeId]);

export function openBoost(pick: BoostPick): void {
  useBoostStore.setState({ opened: pick });
}

export function closeBoost(): void {
  useBoostStore.setState({ opened: null });
}
