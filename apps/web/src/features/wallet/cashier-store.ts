import { create } from 'zustand';

export type CashierTab = 'deposit' | 'withdraw';

/**
 * Client state: the cashier dialog, opened from the balance pill, its dropdown and the balances
 * page (SPEC.md §2 "clicking the balance opens the cashier"). `tab` null means closed.
 */
interface CashierState {
  tab: CashierTab | null;
  openCashier: (tab: CashierTab) => void;
  closeCashier: () => void;
}

export const useCashierStore = create<CashierState>()((set) => ({
  tab: null,
  openCashier: (tab) => set({ tab }),
  closeCashier: () => set({ tab: null }),
}));
