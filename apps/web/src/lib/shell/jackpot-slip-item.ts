import { create } from 'zustand';

/**
 * The jackpot slip as the shell's Betslip items (the phone's footer, the desktop bet bar) count it on
 * a pool page, where it replaces the betslip (SPEC.md §2). The jackpot slip's host (features/jackpot,
 * mounted by the shell on a pool page only) keeps the count; the shell reads it without loading any
 * jackpot code.
 */
export const useJackpotSlipItemStore = create<{ count: number }>()(() => ({ count: 0 }));
