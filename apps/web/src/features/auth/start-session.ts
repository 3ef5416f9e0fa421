import type { RefreshResponse } from '@sb/contract';
import { tokenExpiresAt } from '@sb/domain';
import { useSessionStore, type Session } from '../../lib/session/session-store.ts';
import { useTermsStore } from './terms-store.ts';

/** What a session keeps besides the server's answer: when it began, its flow, its external token. */
export type SessionOrigin = Pick<Session, 'loggedInAt' | 'loginFlow' | 'externalToken'>;

/**
 * Stores the session a login, a passed second factor or an external token gave (SPEC.md §4 "Login":
 * finishing stores the session). A passed factor passes the pending session as the origin: what the
 * answer does not carry stays. expiresAt counts from now: the server gives the lifetime, not a time.
 */
export function storeSession(
  answer: RefreshResponse,
  pendingFactor: Session['pendingFactor'],
  origin: SessionOrigin,
): Session {
  const session: Session = {
    ...origin,
    ...answer.session,
    expiresAt: tokenExpiresAt(Date.now(), answer.expirationTimeInSeconds),
    pendingFactor,
  };
  useSessionStore.getState().setSession(session);
  return session;
}

/**
 * A new session, from any brand's login or an external token: the terms answer it brings is kept
 * (terms-store.ts: the server decides at login), then the session is stored.
 */
export function startSession(
  answer: RefreshResponse & { termsAccepted: boolean },
  pendingFactor: Session['pendingFactor'],
  origin: SessionOrigin,
): Session {
  useTermsStore.getState().setAnswer(answer.termsAccepted ? 'accept' : null);
  return storeSession(answer, pendingFactor, origin);
}
