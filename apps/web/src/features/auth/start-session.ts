import type { RefreshResponse } from '@sb/contract';
import { tokenExpiresAt } from '@sb/domain';
import { useSessionStore, type Session } from '../../lib/session/session-store.ts';

/**
 * Stores the session a login or a passed second factor returned (SPEC.md §4 "Login": finishing
 * stores the session). expiresAt counts from now: the server gives the lifetime, not a timestamp.
 */
export function storeSession(
  answer: RefreshResponse,
  pendingFactor: Session['pendingFactor'],
  loggedInAt = Date.now(),
): Session {
  const session: Session = {
    ...answer.session,
    expiresAt: tokenExpiresAt(Date.now(), answer.expirationTimeInSeconds),
    pendingFactor,
    loggedInAt,
  };
  useSessionStore.getState().setSession(session);
  return session;
}
