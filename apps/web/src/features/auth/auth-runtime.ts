import { isTokenExpiring } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { setAuthHooks } from '../../api/http.ts';
import type { LogoutReason } from './api/delete-session.ts';
import { readExternalToken } from './external-token.ts';
import { reloadPage } from './page-reload.ts';
import { logoutLater } from './use-logout.ts';
import { readStored } from '../../lib/browser-storage.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

const STORAGE_KEY = 'sb-session';

/** The token another tab may have written: read from storage, not from this tab's memory. */
function storedToken(): string | null {
  try {
    const stored = JSON.parse(readStored('local', STORAGE_KEY) ?? 'null') as {
      state?: { session?: { jwe_token?: unknown } | null };
    } | null;
    const token = stored?.state?.session?.jwe_token;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

let stopPrevious: (() => void) | undefined;

/**
 * Wires the session into the app, once at bootstrap (SPEC.md §4 "Auth on load", §8 "Global"):
 * - authenticated calls carry the jwe_token while it is usable (30 s early expiry), and a 401 / 403
 *   while logged in logs out with reason unauthorized;
 * - a token's expiry and renewal are watched from the page's first session on (session-watch.ts);
 * - a logged-in player's preferences are loaded again (another device may have changed them); this
 *   is also the first authenticated call of the page, so a token the server refuses logs out here;
 * - a token cookie the session does not stand for (another page or a host logged in) becomes the
 *   session;
 * - coming back to a visible tab reloads the page if another tab logged in or out meanwhile.
 * Returns a function that undoes it (tests).
 */
export function startAuth(queryClient: QueryClient): () => void {
  stopPrevious?.();
  const logOut = (reason: LogoutReason) => logoutLater(queryClient, reason);
  setAuthHooks({
    token: () => {
      const session = useSessionStore.getState().session;
      return session && !isTokenExpiring(session.expiresAt, Date.now()) ? session.jwe_token : undefined;
    },
    onUnauthorized: () => logOut('unauthorized'),
  });

  // The token's expiry and renewal matter once there is a session: their code loads with the first.
  let stopWatch: (() => void) | undefined;
  let watching = false;
  const watchOnce = () => {
    if (watching) return;
    watching = true;
    void import('./session-watch.ts').then(({ watchSession }) => {
      if (stopPrevious === stop) stopWatch = watchSession(logOut);
    });
  };
  const initial = useSessionStore.getState().session;
  if (initial) watchOnce();
  // Loaded on demand: a visitor's first page needs neither the call nor the preferences schemas.
  if (initial?.pendingFactor === null && !isTokenExpiring(initial.expiresAt, Date.now())) {
    void import('../settings/index.ts').then(({ loadAccountPreferences }) => loadAccountPreferences(initial));
    // Another tab or device may have changed the account's favourites since this browser's last merge.
    void import('../../lib/favourites/account-favourites.ts').then(({ syncAccountFavourites }) =>
      syncAccountFavourites(initial),
    );
  }
  // The session that token stands for loads only then (external-login.ts). Not destructured: Vite
  // would wrap the import to pick the name, in every page's first load.
  const externalToken = readExternalToken();
  if (externalToken && externalToken !== initial?.externalToken)
    void import('./external-login.ts').then((module) =>
      module.startExternalSession(externalToken, queryClient),
    );

  let knownToken = useSessionStore.getState().session?.jwe_token ?? null;
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session === previous.session) return;
    knownToken = state.session?.jwe_token ?? null;
    if (state.session) watchOnce();
  });
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && storedToken() !== knownToken) reloadPage();
  };
  document.addEventListener('visibilitychange', onVisibility);

  const stop = () => {
    stopWatch?.();
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
  };
  stopPrevious = stop;
  return stop;
}
