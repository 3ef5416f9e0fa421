import type { PricingResponse } from '@sb/contract';
import { create } from 'zustand';

/**
 * Server state of the slip: the last pricing answer (multiples, systems, totals, limits, balance)
 * and how the call stands (§4 "System-bet load ... pending, fulfilled, rejected"). Not persisted:
 * a reloaded slip is priced again at once.
 */
export interface PricingState {
  priced: PricingResponse | null;
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  /** Bumped to ask for a new pricing now (after a rejection, on the poll). */
  generation: number;
  setPriced: (priced: PricingResponse) => void;
  setStatus: (status: PricingState['status']) => void;
  reprice: () => void;
  clear: () => void;
}

export const usePricingStore = create<PricingState>()((set) => ({
  priced: null,
  status: 'idle',
  generation: 0,
  setPriced: (priced) => set({ priced, status: 'fulfilled' }),
  setStatus: (status) => set({ status }),
  reprice: () => set((s) => ({ generation: s.generation + 1 })),
  clear: () => set({ priced: null, status: 'idle' }),
}));
