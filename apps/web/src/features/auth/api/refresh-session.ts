import { accountPaths, type RefreshResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';

/** POST {base}/accounts/me/sessions/refresh (empty body, SPEC.md §7): a new token for the same session. */
export function refreshSession(): Promise<RefreshResponse> {
  return request(accountPaths.refreshSession, { method: 'POST', schema: 'RefreshResponse', withAuth: true });
}
