import { useEffect } from 'react';
import { useShellStore } from '../shell/shell-store.ts';
import { askAppToLogIn } from './native-bridge.ts';
import { useLogsInNatively } from './native-app.ts';

/**
 * In a native app whose brand leaves login to it (settings.native_app_login), every need of a
 * login asks the app instead of opening the web's login dialog: My Bets, a visitor's pick, Place
 * bet, the Login buttons (docs/decisions/native-app.md). Without a channel to the app the dialog
 * opens as on the web. The app shell mounts this, a chunk of its own, in a native app only.
 */
export default function NativeLogin() {
  const nativeLogin = useLogsInNatively();
  useEffect(() => {
    if (!nativeLogin) return undefined;
    const askApp = () => {
      if (askAppToLogIn()) useShellStore.getState().close();
    };
    // A login asked for before this chunk had loaded (a tap as the page starts) goes to the app too.
    if (useShellStore.getState().overlay === 'login') askApp();
    return useShellStore.subscribe(({ overlay }, before) => {
      if (overlay === 'login' && before.overlay !== 'login') askApp();
    });
  }, [nativeLogin]);
  return null;
}
