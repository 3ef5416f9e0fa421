import type { Session } from '../../../lib/session/session-store.ts';
import { deleteSession, type LogoutReason } from './delete-session.ts';
import { headerLogout } from './header-logout.ts';

/**
 * Tells the server a session ended (SPEC.md §4 "Logout": "a server logout call follows"), by the
 * call of the flow that made it: the legacy flow's own logout, else DELETE session.
 */
export function endSession(
  session: Pick<Session, 'jwe_token' | 'loginFlow'>,
  reason: LogoutReason,
): Promise<void> {
  return session.loginFlow === 'legacy'
    ? headerLogout(session.jwe_token, reason)
    : deleteSession(session.jwe_token, reason);
}
