import { create } from 'zustand';

/**
 * Client state of the shell's overlays (not persisted: SPEC.md §4 "Menu: mobile open/closed (not
 * persisted)"). One overlay at a time: opening one closes the others.
 */
export type ShellOverlay = 'menu' | 'settings' | 'login' | 'betslip';

interface ShellState {
  overlay: ShellOverlay | undefined;
  open: (overlay: ShellOverlay) => void;
  toggle: (overlay: ShellOverlay) => void;
  close: () => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  overlay: undefined,
  open: (overlay) => set({ overlay }),
  toggle: (overlay) => set((s) => ({ overlay: s.overlay === overlay ? undefined : overlay })),
  close: () => set({ overlay: undefined }),
}));

/** Whether one overlay is open; re-renders only when that answer changes. */
export function useOverlayOpen(overlay: ShellOverlay): boolean {
  return useShellStore((s) => s.overlay === overlay);
}
