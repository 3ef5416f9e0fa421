import { accountPaths } from '@sb/contract';
import { request } from '../../../api/http.ts';

/** POST {base}/accounts/me/sessions/accept-terms (no body, SPEC.md §7). */
export async function acceptTerms(): Promise<void> {
  await request(accountPaths.acceptTerms, { method: 'POST', schema: 'NoContent', withAuth: true });
}
