import type { QueryClient } from '@tanstack/react-query';
import { fetchExternalSession } from './api/external-session.ts';
import { logoutLater } from './use-logout.ts';
import { useSessionStore } from '../../lib/session/session-store.ts';

/**
 * Logs in with an external token (SPEC.md §4 "Auth on load": the session is fetched and stored, and
 * the player's preferences loaded, as a login would; failure or a session without a token logs out
 * with reason unauthorized). The token is the token flow's (a host's or another page's), so the
 * session ends as that flow's does. A token already expiring is logged out by the session watch.
 */
/** A host page's token (its bridge): the token of the current session changes nothing. */
export function logInWithExternalToken(token: string, queryClient: QueryClient): Promise<void> {
  if (token === useSessionStore.getState().session?.externalToken) return Promise.resolve();
  return startExternalSession(token, queryClient);
}

export async function startExternalSession(token: string, queryClient: QueryClient): Promise<void> {
  const answer = await fetchExternalSession(token).catch((error: unknown) => {
    console.error('Fetching the session of the external token failed', error);
    return undefined;
  });
  if (!answer?.session.jwe_token) return logoutLater(queryClient, 'unauthorized');
  // Loaded only now: a refused token needs none of it, and every page's first load lists the
  // chunks this module imports.
  const [{ startSession }, { finishLogin }] = await Promise.all([
    import('./start-session.ts'),
    import('./finish-login.ts'),
  ]);
  const session = startSession(answer, null, {
    loggedInAt: Date.now(),
    loginFlow: 'token',
    externalToken: token,
  });
  await finishLogin(queryClient, session);
}
