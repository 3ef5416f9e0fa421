import { create } from 'zustand';

/**
 * Client state: the outcomes the visitor has picked. The betslip issue grows this into the betslip
 * (SPEC.md §3 "Betslip state", bets keyed by outcome id); for now it makes every outcome button a
 * real toggle.
 */
export interface SelectionState {
  selected: Readonly<Record<number, true>>;
  toggle: (outcomeId: number) => void;
}

export const useSelectionStore = create<SelectionState>()((set) => ({
  selected: {},
  toggle: (outcomeId) =>
    set(({ selected }) => {
      const next = { ...selected };
      if (next[outcomeId]) delete next[outcomeId];
      else next[outcomeId] = true;
      return { selected: next };
    }),
}));

/** One button subscribes to its own outcome only: a toggle re-renders one button. */
export const useIsSelected = (outcomeId: number) => useSelectionStore((s) => s.selected[outcomeId] === true);
