import { isTokenExpiring, TOKEN_EARLY_EXPIRY_S, tokenExpiresAt, tokenRefreshAt } from '@sb/domain';
import type { LogoutReason } from './api/delete-session.ts';
import { useSessionStore, type Session } from '../../lib/session/session-store.ts';

/** What counts as the player using the page (a scroll through the odds, a tap, a key). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** setTimeout cannot wait longer than ~24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The session token's life (SPEC.md §4 "Auth on load"), from the first session of the page on:
 * - a token that stops being usable (30 s early) logs out with reason jwe_token_expired;
 * - a player who used the page since the token was issued keeps the session: the token is renewed
 *   a few minutes before (docs/decisions/web-auth.md). One who walked away is logged out with it.
 * Returns a function that stops watching.
 */
export function watchSession(logOut: (reason: LogoutReason) => void): () => void {
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
      // A refused token already logged out through the 401 rule; otherwise expiry still applies.
      console.error('Renewing the session token failed', error);
    }
  };

  let expiryTimer: number | undefined;
  let refreshTimer: number | undefined;
  const watch = (session: Session | null) => {
    window.clearTimeout(expiryTimer);
    window.clearTimeout(refreshTimer);
    activeSinceToken = false;
    if (!session) return;
    if (isTokenExpiring(session.expiresAt, Date.now())) {
      logOut('jwe_token_expired');
      return;
    }
    const delay = Math.min(session.expiresAt - TOKEN_EARLY_EXPIRY_S * 1000 - Date.now(), MAX_TIMER_MS);
    expiryTimer = window.setTimeout(() => watch(useSessionStore.getState().session), delay);
    if (session.pendingFactor === null) {
      const refreshDelay = Math.min(tokenRefreshAt(session.expiresAt, Date.now()) - Date.now(), MAX_TIMER_MS);
      refreshTimer = window.setTimeout(() => void renew(), refreshDelay);
    }
  };

  watch(useSessionStore.getState().session);
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session !== previous.session) watch(state.session);
  });
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
  return () => {
    window.clearTimeout(expiryTimer);
    window.clearTimeout(refreshTimer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    unsubscribe();
  };
}
