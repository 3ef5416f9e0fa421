import { accountPaths, type LoginRequest, type LoginResponse } from '@sb/contract';
import { getRequestContext, request } from '../../../api/http.ts';

/**
 * POST {base}/accounts/sessions?l={locale}&mc={channel} (SPEC.md §7 "Session and auth"): the login.
 * `l` is added by the HTTP client for every xapi call; the channel says which layout logged in.
 */
export function createSession(body: LoginRequest): Promise<LoginResponse> {
  return request(accountPaths.login, {
    method: 'POST',
    query: { mc: getRequestContext().channel },
    body,
    schema: 'LoginResponse',
  });
}
