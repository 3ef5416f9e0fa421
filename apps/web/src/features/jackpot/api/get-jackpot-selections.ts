import { jackpotPaths, type JackpotSelectionsResponse } from '@sb/contract';
import { request } from '../../../api/http.ts';

/**
 * POST /xapi/rest/jackpotbetslips/selections (SPEC.md §7): the §3 Jackpot selections of stored picks,
 * asked once when a slip kept from an earlier visit shows again, so that picks the pool no longer
 * has (or takes) are dropped before the bettor counts on them.
 */
export function getJackpotSelections(
  jackpotId: number,
  outcomeIds: readonly number[],
  signal?: AbortSignal,
): Promise<JackpotSelectionsResponse> {
  return request(jackpotPaths.jackpotSelections, {
    method: 'POST',
    body: { model: { jackpotId, outcomeIds } },
    schema: 'JackpotSelectionsResponse',
    signal,
  });
}
