import { accountPaths } from '@sb/contract';
import { request } from '../../../api/http.ts';

/** The reasons the server's logout accepts (contract LogoutQuery). */
export type LogoutReason = 'user' | 'unauthorized' | 'jwe_token_expired' | 'terms_declined';

/**
 * DELETE {base}/accounts/me/sessions?reason= (SPEC.md §7): the server-side logout. The token is
 * passed in rather than read from the store, because the browser has already forgotten the session
 * when this is sent (§4: the page reloads whatever the answer), and a 401 here must not start
 * another logout.
 */
export async function deleteSession(token: string, reason: LogoutReason): Promise<void> {
  await request(accountPaths.session, {
    method: 'DELETE',
    query: { reason },
    schema: 'NoContent',
    headers: { Authorization: `Bearer ${token}` },
  });
}
