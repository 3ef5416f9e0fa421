import { PRICE_FORMAT_HEADER } from '@sb/contract';
import type { OddsType } from '@sb/domain';

/**
 * SPEC.md §7 "Global request rules": betslip, account and open-bets calls carry a price-format
 * header from the odds type; its name is the contract's, the one our server reads.
 */
export const priceFormatHeaders = (oddsType: OddsType): Record<string, string> => ({
  [PRICE_FORMAT_HEADER]: oddsType,
});
