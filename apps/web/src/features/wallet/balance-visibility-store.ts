import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Client state: whether the header shows the balance (SPEC.md §2 "Balance pill (can be hidden)").
 * Persisted, so a player who hides it in a public place is not exposed by a reload.
 */
interface BalanceVisibility {
  hidden: boolean;
  toggleHidden: () => void;
}

export const useBalanceVisibility = create<BalanceVisibility>()(
  persist((set) => ({ hidden: false, toggleHidden: () => set((s) => ({ hidden: !s.hidden })) }), {
    name: 'sb-balance-visibility',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ hidden }) => ({ hidden }),
    // Parsed on the way in: anything but a boolean means shown.
    merge: (stored, current) => ({
      ...current,
      hidden: (stored as { hidden?: unknown } | undefined)?.hidden === true,
    }),
  }),
);

/** What the header shows instead of the amount while it is hidden. */
export const BALANCE_MASK = '••••';
