import { create } from 'zustand';

/**
 * Client state of the shell's overlays (not persisted: SPEC.md §4 "Menu: mobile open/closed (not
 * persisted)"). One overlay at a time: opening one closes the others.
 */
export type ShellOverlay = 'menu' | 'settings' | 'login' | 'betslip';

interface ShellState {
  overlay: ShellOverlay | undefined;
  /**
   * My Bets as the footer, the desktop bet bar and the header show it. The My Bets host (loaded with
   * a logged-in session, features/my-bets) keeps these current: whether its modal shows (the footer
   * is inactive then, SPEC.md §2), the open-bet count, and what a press does (its reducer decides).
   * Every page shows a My Bets item; this way none of them loads My Bets code for it.
   */
  myBetsShown: boolean;
  myBetsCount?: { count: number; label: string } | undefined;
  myBetsPress?: (() => void) | undefined;
  /** A player pressed My Bets before its host had loaded: the host runs that press when it does. */
  myBetsPressed?: boolean;
  open: (overlay: ShellOverlay) => void;
  toggle: (overlay: ShellOverlay) => void;
  close: () => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  overlay: undefined,
  myBetsShown: false,
  open: (overlay) => set({ overlay }),
  toggle: (overlay) => set((s) => ({ overlay: s.overlay === overlay ? undefined : overlay })),
  close: () => set({ overlay: undefined }),
}));

/** Whether one overlay is open; re-renders only when that answer changes. */
export function useOverlayOpen(overlay: ShellOverlay): boolean {
  return useShellStore((s) => s.overlay === overlay);
}

/**
 * A My Bets item: its modal's state, its count, and its press: the My Bets host's action, or for a
 * visitor (no host) the login dialog, the answer of SPEC.md §4 to a logged-out press.
 */
export function useMyBetsItem(loggedIn: boolean) {
  const expanded = useShellStore((s) => s.myBetsShown);
  // The host clears the count when it leaves (logout): a visitor's item never has one.
  const badge = useShellStore((s) => s.myBetsCount);
  const press = () => {
    const { myBetsPress, open } = useShellStore.getState();
    if (myBetsPress) myBetsPress();
    else if (loggedIn) useShellStore.setState({ myBetsPressed: true });
    else open('login');
  };
  return { expanded, badge, press };
}
