import { betslipPaths, type BetslipModelInput, type RetailCodeResponse } from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { request } from '../../../api/http.ts';
import { priceFormatHeaders } from '../../../lib/price-format.ts';

/**
 * Booking codes (SPEC.md §7 POST /xapi/rest/betslips/retailcodes): the slip kept on the server under
 * a short code, to share or to show in a shop; and the same code read back into a slip.
 */
export function bookBetslip(model: BetslipModelInput, oddsType: OddsType): Promise<RetailCodeResponse> {
  return request(betslipPaths.betslipRetailCodes, {
    method: 'POST',
    body: { model },
    schema: 'RetailCodeResponse',
    headers: priceFormatHeaders(oddsType),
  });
}

/** A code's slip; a 404 when the code is unknown or has expired. */
export function readBooking(code: string): Promise<RetailCodeResponse> {
  return request(betslipPaths.betslipRetailCode(code), { schema: 'RetailCodeResponse' });
}
