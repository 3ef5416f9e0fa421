import { jackpotPaths, type JackpotRetailCodeRequest, type JackpotRetailCodeResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';

/**
 * POST /xapi/rest/jackpotbetslips/retailcodes (SPEC.md §7): a code for a visitor's picks, which a shop
 * turns into an entry (offered when betslip_generate_retail_code is on).
 */
export function getJackpotRetailCode(
  model: JackpotRetailCodeRequest['model'],
): Promise<JackpotRetailCodeResponse> {
  return request(jackpotPaths.jackpotRetailCodes, {
    method: 'POST',
    body: { model },
    schema: 'JackpotRetailCodeResponse',
  });
}
