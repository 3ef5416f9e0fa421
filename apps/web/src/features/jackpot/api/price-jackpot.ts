import { jackpotPaths, type JackpotPricingRequestInput, type JackpotPricingResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';

/**
 * The jackpot bets call (SPEC.md §7; its path is ours, docs/decisions/jackpot.md): the pool, the
 * origin and the picked outcome ids comma-joined; the answer holds the lines (`noOfBets`), the total
 * cost, the completeness and the booking errors. The caller aborts the call a newer one supersedes.
 */
export function priceJackpot(
  model: JackpotPricingRequestInput['model'],
  signal: AbortSignal,
): Promise<JackpotPricingResponse> {
  return request(jackpotPaths.jackpotBets, {
    method: 'POST',
    body: { model },
    schema: 'JackpotPricingResponse',
    signal,
  });
}
