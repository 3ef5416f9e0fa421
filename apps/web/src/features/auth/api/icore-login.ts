import { accountPaths, type IcoreLoginResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';
import type { Credentials } from '../login-request.ts';

/**
 * POST /xapi/icore/players/login (SPEC.md §7, JSON username and password): the token flow's login.
 * The operator's platform answers with a login's answer plus its session token, alsToken.
 */
export function icoreLogin(body: Credentials): Promise<IcoreLoginResponse> {
  return request(accountPaths.icoreLogin, { method: 'POST', body, schema: 'IcoreLoginResponse' });
}
