import { useLocation, useNavigate } from 'react-router';
import { useLogsInNatively } from '../../lib/native-app/native-app.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { useMyBetsItemStore } from '../../lib/shell/my-bets-item.ts';
import { useShellStore } from '../../lib/shell/shell-store.ts';
import { myBetsDispatch } from './my-bets-store.ts';
import { isOpenBetsPath } from './open-bets-path.ts';

/**
 * A logged-in player's My Bets button (footer, desktop bar, header; SPEC.md §4 "My Bets modal"):
 * the domain's reducer decides; this runs its effect (back from the /open_bets page, or the login
 * should the session have gone: the native app's, else the dialog). Whether the modal shows comes
 * from the My Bets item store, which the My Bets store keeps current for the footer.
 */
export function useMyBetsButton(): { onClick: () => void; expanded: boolean } {
  const loggedIn = useLoggedInSession() !== null;
  // The reducer's "native app" is one whose brand leaves the login to it (settings.native_app_login).
  const nativeLogin = useLogsInNatively();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const expanded = useMyBetsItemStore((s) => s.shown);
  const onClick = () => {
    const effect = myBetsDispatch({
      type: 'button',
      loggedIn,
      onMyBetsPage: isOpenBetsPath(pathname),
      isNativeApp: nativeLogin,
    });
    const shell = useShellStore.getState();
    // The bridge loads only when an app is to be asked; one without a channel gets the web's dialog.
    if (effect === 'native-login')
      void import('../../lib/native-app/native-bridge.ts').then((bridge) => {
        if (!bridge.askAppToLogIn()) shell.open('login');
      });
    else if (effect === 'login-dialog') shell.open('login');
    else if (effect === 'go-back') void navigate(-1);
    // One overlay at a time: My Bets over the betslip or the menu closes them.
    else if (effect === undefined) shell.close();
  };
  return { onClick, expanded };
}
