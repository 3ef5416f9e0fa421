import { apiPaths } from '@sb/contract';
import { request } from '../../../api/http.ts';
import { NoContent } from './no-content.ts';

/** POST {base}/accounts/me/sessions/accept-terms (no body, SPEC.md §7). */
export async function acceptTerms(): Promise<void> {
  await request(apiPaths.acceptTerms, { method: 'POST', schema: NoContent, withAuth: true });
}
