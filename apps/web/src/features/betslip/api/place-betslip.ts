import {
  type BetslipModelInput,
  betslipPaths,
  type PlacementResponse,
  type StatusRequestInput,
  type StatusResponse,
} from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { request } from '../../../api/http.ts';
import { priceFormatHeaders } from '../../../lib/price-format.ts';

/**
 * POST /xapi/rest/accounts/{accountId}/betslips?withAuth=true&uuid=... (SPEC.md §7): the uuid is
 * the idempotency key, made once per placement, so a retry of the same request never takes a
 * second stake.
 */
export function placeBetslip(
  accountId: number,
  uuid: string,
  model: BetslipModelInput,
  oddsType: OddsType,
): Promise<PlacementResponse> {
  return request(betslipPaths.placeBetslip(accountId), {
    method: 'POST',
    query: { withAuth: 'true', uuid },
    body: model,
    schema: 'PlacementResponse',
    headers: priceFormatHeaders(oddsType),
    withAuth: true,
  });
}

/** PUT /xapi/rest/betslips/{betSlipId}/status: where an in-play (delayed) placement stands now. */
export function betslipStatus(
  betSlipId: string,
  body: StatusRequestInput,
  oddsType: OddsType,
): Promise<StatusResponse> {
  return request(betslipPaths.betslipStatus(betSlipId), {
    method: 'PUT',
    body,
    schema: 'StatusResponse',
    headers: priceFormatHeaders(oddsType),
    withAuth: true,
  });
}

/**
 * The player's answer to a trader's counter-offer (the same status call, with `answer`): the slip's
 * poll then sees it placed at the offered stake, or refused.
 */
export function answerReferral(
  betSlipId: string,
  answer: 'accept' | 'decline',
  oddsType: OddsType,
): Promise<StatusResponse> {
  return betslipStatus(betSlipId, { model: {}, answer }, oddsType);
}
