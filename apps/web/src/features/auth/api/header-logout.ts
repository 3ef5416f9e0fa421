import { accountPaths } from '@sb/contract';
import { getRequestContext, request } from '../../../api/http.ts';
import type { LogoutReason } from './delete-session.ts';

/**
 * GET {auth}/{locale}/.../header_login/logout?authenticated=false&reason= (SPEC.md §7): the legacy
 * flow's logout. Its reasons (contract HeaderLogoutQuery) have no terms_declined: declining the terms
 * is the player's own choice, so it goes as `user`. The token is passed in, as for DELETE session
 * (delete-session.ts): the browser has already forgotten the session.
 */
export async function headerLogout(token: string, reason: LogoutReason): Promise<void> {
  await request(accountPaths.headerLogout(getRequestContext().locale), {
    query: { authenticated: false, reason: reason === 'terms_declined' ? 'user' : reason },
    schema: 'NoContent',
    headers: { Authorization: `Bearer ${token}` },
  });
}
