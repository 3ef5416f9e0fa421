import { betslipPaths, type PricingRequestInput, type PricingResponse } from '@sb/contract';
import type { OddsType } from '@sb/domain';
import { request } from '../../../api/http.ts';
import { priceFormatHeaders } from '../../../lib/price-format.ts';

/**
 * The pricing call of SPEC.md §7: POST when outcome ids are given (new bets the server builds
 * from the catalog), else PUT to re-price the slip as it stands. The caller aborts the previous
 * call when a new one starts (§7 "Earlier requests cancelled").
 */
export function priceBetslip(
  body: PricingRequestInput,
  { oddsType, signal, loggedIn }: { oddsType: OddsType; signal: AbortSignal; loggedIn: boolean },
): Promise<PricingResponse> {
  return request(betslipPaths.betslipPricing, {
    method: (body.outcomeIds?.length ?? 0) > 0 ? 'POST' : 'PUT',
    body,
    schema: 'PricingResponse',
    signal,
    headers: priceFormatHeaders(oddsType),
    // A player's slip is priced in their currency against their balance; a visitor's in the brand's.
    withAuth: loggedIn,
  });
}
