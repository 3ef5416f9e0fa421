import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The seam between the prices of the sports pages and the live store. A price button asks this
 * context for its outcome's live price; pre-match pages provide nothing, so they pay one context
 * read and never load the live code (the live store provides the source, in the live chunks).
 */
export type PriceDirection = 'up' | 'down';

export interface LiveOutcomeView {
  /** Current decimal price. */
  readonly price: number;
  /** The market is suspended (or its feed is under an alert): the price cannot be taken. */
  readonly suspended: boolean;
  /** Which way the price moved in the last 3 s (the store clears it after that); else null. */
  readonly direction: PriceDirection | null;
  /** When the price last moved (epoch ms); 0 before any move. */
  readonly changedAt: number;
}

export interface LivePriceSource {
  subscribeOutcome(outcomeId: number, listener: () => void): () => void;
  getOutcome(outcomeId: number): LiveOutcomeView | undefined;
}

export const LivePriceContext = createContext<LivePriceSource | null>(null);

const unsubscribeNothing = () => undefined;
const subscribeNothing = () => unsubscribeNothing;

/** The outcome's live price when a live page provides one, else undefined (pre-match). */
export function useLivePrice(outcomeId: number): LiveOutcomeView | undefined {
  const source = useContext(LivePriceContext);
  const subscribe = useCallback(
    (listener: () => void) => (source ? source.subscribeOutcome(outcomeId, listener) : unsubscribeNothing),
    [source, outcomeId],
  );
  return useSyncExternalStore(source ? subscribe : subscribeNothing, () => source?.getOutcome(outcomeId));
}
