/**
 * The My Bets modal (SPEC.md §4 "My Bets modal", §3 My-bets state, §2 "My Bets modal with tabs
 * (default tab open)"): opening gives visible; closing gives hidden while any bet is in countdown
 * (a cash-out confirming), otherwise closed; removing the last countdown bet while hidden gives
 * closed. The My Bets button toggles it when logged in; on the my-bets page it goes back; logged
 * out it triggers login (native login in the app, else the dialog).
 */

export type MyBetsModalVisibility = 'closed' | 'visible' | 'hidden';
/** The modal's tabs: §2's open and settled bets, and the player's jackpot entries (issue 44). */
export type MyBetsTab = 'open' | 'settled' | 'jackpot';

export interface MyBetsModalState {
  modal: MyBetsModalVisibility;
  selectedTab: MyBetsTab;
  /** Bets whose cash-out countdown is running (§3 betsInCountdownState). */
  betsInCountdown: readonly string[];
}

export const INITIAL_MY_BETS_MODAL: MyBetsModalState = {
  modal: 'closed',
  selectedTab: 'open',
  betsInCountdown: [],
};

export interface MyBetsButtonContext {
  loggedIn: boolean;
  /** The current route is the my-bets page (/open_bets). */
  onMyBetsPage: boolean;
  isNativeApp: boolean;
}

export type MyBetsModalAction =
  | { type: 'open'; tab?: MyBetsTab }
  | { type: 'close' }
  | { type: 'select-tab'; tab: MyBetsTab }
  | { type: 'countdown-start'; betId: string }
  | { type: 'countdown-end'; betId: string }
  | ({ type: 'button' } & MyBetsButtonContext)
  | { type: 'logout' };

/** What the caller does besides the new state: show a login, or go back from the my-bets page. */
export type MyBetsModalEffect = 'native-login' | 'login-dialog' | 'go-back';

export interface MyBetsModalResult {
  state: MyBetsModalState;
  effect?: MyBetsModalEffect;
}

function close(state: MyBetsModalState): MyBetsModalState {
  if (state.modal === 'closed') return state;
  return { ...state, modal: state.betsInCountdown.length > 0 ? 'hidden' : 'closed' };
}

/**
 * The modal's transitions. Opening (from closed or hidden) shows it on the open tab unless a tab is
 * given; the selected tab is kept while it is visible. Logging out clears it.
 */
export function myBetsModalReducer(state: MyBetsModalState, action: MyBetsModalAction): MyBetsModalResult {
  switch (action.type) {
    case 'open':
      return { state: { ...state, modal: 'visible', selectedTab: action.tab ?? 'open' } };
    case 'close':
      return { state: close(state) };
    case 'select-tab':
      return { state: { ...state, selectedTab: action.tab } };
    case 'countdown-start':
      if (state.betsInCountdown.includes(action.betId)) return { state };
      return { state: { ...state, betsInCountdown: [...state.betsInCountdown, action.betId] } };
    case 'countdown-end': {
      if (!state.betsInCountdown.includes(action.betId)) return { state };
      const betsInCountdown = state.betsInCountdown.filter((id) => id !== action.betId);
      const modal = state.modal === 'hidden' && betsInCountdown.length === 0 ? 'closed' : state.modal;
      return { state: { ...state, modal, betsInCountdown } };
    }
    case 'button':
      if (!action.loggedIn) return { state, effect: action.isNativeApp ? 'native-login' : 'login-dialog' };
      if (action.onMyBetsPage) return { state, effect: 'go-back' };
      if (state.modal === 'visible') return { state: close(state) };
      return { state: { ...state, modal: 'visible', selectedTab: 'open' } };
    case 'logout':
      return { state: INITIAL_MY_BETS_MODAL };
  }
}

/** The footer is inactive while the my-bets modal shows (§2 Mobile footer navigation). */
export function myBetsModalShown(state: MyBetsModalState): boolean {
  return state.modal === 'visible';
}
