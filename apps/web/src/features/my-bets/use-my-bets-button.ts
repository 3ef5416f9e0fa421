import { useLocation, useNavigate } from 'react-router';
import { useLoggedInSession } from '../auth/session-store.ts';
import { useShellStore } from '../navigation/shell-store.ts';
import { isOpenBetsPath } from './open-bets-path.ts';
import { myBetsDispatch, useMyBetsModalShown } from './my-bets-store.ts';

/**
 * The My Bets button of the footer and the header (SPEC.md §4 "My Bets modal"): the domain's reducer
 * decides; this runs its effect: the login dialog when logged out, back from the /open_bets page.
 */
export function useMyBetsButton(): { onClick: () => void; expanded: boolean } {
  const loggedIn = useLoggedInSession() !== null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openOverlay = useShellStore((s) => s.open);
  const closeOverlay = useShellStore((s) => s.close);
  const expanded = useMyBetsModalShown();
  const onClick = () => {
    const effect = myBetsDispatch({
      type: 'button',
      loggedIn,
      onMyBetsPage: isOpenBetsPath(pathname),
      isNativeApp: false,
    });
    if (effect === 'login-dialog' || effect === 'native-login') openOverlay('login');
    else if (effect === 'go-back') void navigate(-1);
    // One overlay at a time: My Bets over the betslip or the menu closes them.
    else closeOverlay();
  };
  return { onClick, expanded };
}
