import { create } from 'zustand';

/**
 * Client state: the outcomes the visitor has picked, keyed by outcome id. The betslip issue grows
 * this into the betslip (SPEC.md §3 "Betslip state": bets keyed by outcome id); for now it makes
 * every price a real toggle.
 */
export interface SelectionState {
  /** Picked outcome ids. A record rather than a Set: one key per button to subscribe to, and JSON-safe. */
  selected: Readonly<Record<number, true>>;
  /** Picks the outcome, or removes it when it is already picked (SPEC.md §4 "Toggle"). */
  toggle: (outcomeId: number) => void;
  isSelected: (outcomeId: number) => boolean;
  clear: () => void;
}

export const useSelectionStore = create<SelectionState>()((set, get) => ({
  selected: {},
  toggle: (outcomeId) =>
    set(({ selected }) => {
      const next = { ...selected };
      if (next[outcomeId]) delete next[outcomeId];
      else next[outcomeId] = true;
      return { selected: next };
    }),
  isSelected: (outcomeId) => get().selected[outcomeId] === true,
  clear: () => set({ selected: {} }),
}));

/** One price subscribes to its own outcome only: a toggle re-renders one button, not the list. */
export const useIsSelected = (outcomeId: number): boolean =>
  useSelectionStore((s) => s.selected[outcomeId] === true);

/** How many outcomes are picked (the betslip badge). */
export const useSelectionCount = (): number => useSelectionStore((s) => Object.keys(s.selected).length);
