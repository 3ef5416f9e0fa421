import { jackpotPaths, type JackpotBetslipRequestInput, type JackpotBetslipResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';

/**
 * POST /xapi/rest/accounts/{accountId}/jackpotbetslips?uuid= (SPEC.md §7): the pool and the picks
 * only (§3 Jackpot bet: the stake, lines and cost are the server's). The uuid is the idempotency key:
 * the same uuid and body answer the first placement again, so a retry never takes a second stake.
 */
export function placeJackpotBet(
  accountId: number,
  uuid: string,
  model: JackpotBetslipRequestInput['model'],
): Promise<JackpotBetslipResponse> {
  return request(jackpotPaths.placeJackpotBetslip(accountId), {
    method: 'POST',
    query: { uuid },
    body: { model },
    schema: 'JackpotBetslipResponse',
    withAuth: true,
  });
}
