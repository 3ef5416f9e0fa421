import {
  INITIAL_MY_BETS_MODAL,
  myBetsModalReducer,
  myBetsModalShown,
  type MyBetsModalAction,
  type MyBetsModalEffect,
  type MyBetsModalState,
} from '@sb/domain';
import { create } from 'zustand';
import { useMyBetsItemStore } from '../../lib/shell/my-bets-item.ts';

/**
 * The My Bets modal's client state (SPEC.md §3 "My-bets state", §4 "My Bets modal"): the domain's
 * reducer decides every transition; this store only holds its state and hands back the effect (show
 * the login, go back) for the caller, which owns the router and the shell.
 */
interface MyBetsStore extends MyBetsModalState {
  dispatch: (action: MyBetsModalAction) => MyBetsModalEffect | undefined;
}

export const useMyBetsStore = create<MyBetsStore>()((set, get) => ({
  ...INITIAL_MY_BETS_MODAL,
  dispatch: (action) => {
    const { modal, selectedTab, betsInCountdown } = get();
    const result = myBetsModalReducer({ modal, selectedTab, betsInCountdown }, action);
    set(result.state);
    const shown = myBetsModalShown(result.state);
    if (useMyBetsItemStore.getState().shown !== shown) useMyBetsItemStore.setState({ shown });
    return result.effect;
  },
}));

export const myBetsDispatch = (action: MyBetsModalAction) => useMyBetsStore.getState().dispatch(action);
