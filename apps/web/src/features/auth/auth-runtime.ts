import { isTokenExpiring, TOKEN_EARLY_EXPIRY_S, tokenExpiresAt, tokenRefreshAt } from '@sb/domain';
import type { QueryClient } from '@tanstack/react-query';
import { setAuthHooks } from '../../api/http.ts';
import type { LogoutReason } from './api/delete-session.ts';
import { reloadPage } from './page-reload.ts';
import { useSessionStore, type Session } from './session-store.ts';

const STORAGE_KEY = 'sb-session';
/** What counts as the player using the page (a scroll through the odds, a tap, a key). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The token another tab may have written: read from storage, not from this tab's memory. */
function storedToken(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
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
 * - a stored token that has expired logs out with reason jwe_token_expired, now or when it expires,
 *   unless the player used the page since it was issued: then it is renewed a few minutes before;
 * - a logged-in player's preferences are loaded again (another device may have changed them); this
 *   is also the first authenticated call of the page, so a token the server refuses logs out here;
 * - coming back to a visible tab reloads the page if another tab logged in or out meanwhile.
 * Returns a function that undoes it (tests).
 */
export function startAuth(queryClient: QueryClient): () => void {
  stopPrevious?.();
  // Loaded when needed: a visitor's first page never logs out.
  const logOut = (reason: LogoutReason) =>
    void import('./logout.ts').then(({ logout }) => logout(queryClient, reason));
  setAuthHooks({
    token: () => {
      const session = useSessionStore.getState().session;
      return session && !isTokenExpiring(session.expiresAt, Date.now()) ? session.jwe_token : undefined;
    },
    onUnauthorized: () => logOut('unauthorized'),
  });

  // A player who used the page since the token was issued keeps the session: the token is renewed a
  // few minutes before it expires. One who walked away is logged out when it expires (SPEC.md §4).
  let activeSinceToken = false;
  const onActivity = () => {
    activeSinceToken = true;
  };
  const renew = async () => {
    const session = useSessionStore.getState().session;
    if (
      !activeSinceToken ||
      session?.pendingFactor !== null ||
      isTokenExpiring(session.expiresAt, Date.now())
    )
      return;
    try {
      const { refreshSession } = await import('./api/refresh-session.ts');
      const answer = await refreshSession();
      const current = useSessionStore.getState().session;
      // Logged out, or logged in again, while the call was on its way: that session is not this one.
      if (current?.jwe_token !== session.jwe_token) return;
      const expiresAt = tokenExpiresAt(Date.now(), answer.expirationTimeInSeconds);
      useSessionStore.getState().setSession({ ...current, ...answer.session, expiresAt });
    } catch (error) {
      // A refused token already logged out through onUnauthorized; otherwise expiry still applies.
      console.error('Renewing the session token failed', error);
    }
  };

  let expiryTimer: number | undefined;
  let refreshTimer: number | undefined;
  const watchExpiry = (session: Session | null) => {
    window.clearTimeout(expiryTimer);
    window.clearTimeout(refreshTimer);
    activeSinceToken = false;
    if (!session) return;
    const expire = () => logOut('jwe_token_expired');
    if (isTokenExpiring(session.expiresAt, Date.now())) {
      expire();
      return;
    }
    // Fires when the token stops being usable; setTimeout cannot wait longer than ~24.8 days.
    const delay = Math.min(session.expiresAt - TOKEN_EARLY_EXPIRY_S * 1000 - Date.now(), 2 ** 31 - 1);
    expiryTimer = window.setTimeout(() => watchExpiry(useSessionStore.getState().session), delay);
    if (session.pendingFactor === null) {
      const refreshDelay = Math.min(tokenRefreshAt(session.expiresAt, Date.now()) - Date.now(), 2 ** 31 - 1);
      refreshTimer = window.setTimeout(() => void renew(), refreshDelay);
    }
  };
  const initial = useSessionStore.getState().session;
  watchExpiry(initial);
  // Loaded on demand: a visitor's first page needs neither the call nor the preferences schemas.
  if (initial?.pendingFactor === null && !isTokenExpiring(initial.expiresAt, Date.now()))
    void import('../settings/account-prefs.ts').then(({ loadAccountPreferences }) =>
      loadAccountPreferences(initial),
    );

  let knownToken = useSessionStore.getState().session?.jwe_token ?? null;
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session === previous.session) return;
    knownToken = state.session?.jwe_token ?? null;
    watchExpiry(state.session);
  });
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && storedToken() !== knownToken) reloadPage();
  };
  document.addEventListener('visibilitychange', onVisibility);
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });

  const stop = () => {
    window.clearTimeout(expiryTimer);
    window.clearTimeout(refreshTimer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    setAuthHooks({ token: () => undefined, onUnauthorized: () => undefined });
  };
  stopPrevious = stop;
  return stop;
}
