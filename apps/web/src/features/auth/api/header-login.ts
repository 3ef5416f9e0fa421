import { accountPaths, type LoginResponse } from '@sb/contract';
import { getRequestContext, request } from '../../../api/http.ts';
import type { Credentials } from '../login-request.ts';

/**
 * POST {auth}/{locale}/.../header_login/authenticate (SPEC.md §7): the legacy flow's login, a form
 * (application/x-www-form-urlencoded: username, password; the optional product is not ours to name).
 */
export function headerLogin({ username, password }: Credentials): Promise<LoginResponse> {
  return request(accountPaths.headerLogin(getRequestContext().locale), {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
    schema: 'LoginResponse',
  });
}
