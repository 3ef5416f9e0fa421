import { useLocation, useNavigate } from 'react-router';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useMyBetsItemStore } from '../../lib/shell/my-bets-item.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { myBetsDispatch } from './my-bets-store.ts';
import { isOpenBetsPath } from './open-bets-path.ts';

/**
 * A logged-in player's My Bets button (footer, desktop bar, header; SPEC.md §4 "My Bets modal"):
 * the domain's reducer decides; this runs its effect (back from the /open_bets page, or the login
 * should the session have gone). Whether the modal shows comes from the My Bets item store, which
 * the My Bets store keeps current for the footer.
 */
export function useMyBetsButton(): { onClick: () => void; expanded: boolean } {
  const loggedIn = useLoggedInSession() !== null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const expanded = useMyBetsItemStore((s) => s.shown);
  const onClick = () => {
    const effect = myBetsDispatch({
      type: 'button',
      loggedIn,
      onMyBetsPage: isOpenBetsPath(pathname),
      isNativeApp: false,
    });
    const shell = useShellStore.getState();
    if (effect === 'login-dialog' || effect === 'native-login') shell.open('login');
    else if (effect === 'go-back') void navigate(-1);
    // One overlay at a time: My Bets over the betslip or the menu closes them.
    else shell.close();
  };
  return { onClick, expanded };
}
