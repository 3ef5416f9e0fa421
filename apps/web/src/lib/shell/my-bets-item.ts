import { create } from 'zustand';
import { useShellStore } from './shell-store.ts';

/**
 * My Bets as the footer, the desktop bet bar and the header show it. Every page shows a My Bets
 * item; this way none of them loads My Bets code for it. The My Bets host (loaded with a logged-in
 * session, features/my-bets) keeps it current: whether its modal shows (the footer is inactive then,
 * SPEC.md §2) and the open-bet count; and it answers presses.
 */
interface MyBetsItemState {
  shown: boolean;
  count: { count: number; label: string } | undefined;
  /**
   * A logged-in player pressed My Bets and the host has not answered yet: it answers as soon as it
   * is mounted, so a press before its code has loaded still opens My Bets.
   */
  pressed: boolean;
}

export const INITIAL_MY_BETS_ITEM: MyBetsItemState = { shown: false, count: undefined, pressed: false };

export const useMyBetsItemStore = create<MyBetsItemState>()(() => INITIAL_MY_BETS_ITEM);

/**
 * A My Bets item: its modal's state, its count, and its press: a request the My Bets host answers
 * (its reducer decides), or for a visitor (no host) the login dialog, the answer of SPEC.md §4 to a
 * logged-out press.
 */
export function useMyBetsItem(loggedIn: boolean) {
  const expanded = useMyBetsItemStore((s) => s.shown);
  // The host clears the count when it leaves (logout): a visitor's item never has one.
  const badge = useMyBetsItemStore((s) => s.count);
  const press = () => {
    if (loggedIn) useMyBetsItemStore.setState({ pressed: true });
    else useShellStore.getState().open('login');
  };
  return { expanded, badge, press };
}
