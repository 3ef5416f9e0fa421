import type { OddsType } from '@sb/domain';

/**
 * SPEC.md §7 "Global request rules": betslip, account and open-bets calls carry a price-format
 * header from the odds type. The spec does not name it; this is the name our server reads
 * (docs/decisions/web-betslip.md).
 */
export const PRICE_FORMAT_HEADER = 'X-SB-Price-Format';

export const priceFormatHeaders = (oddsType: OddsType): Record<string, string> => ({
  [PRICE_FORMAT_HEADER]: oddsType,
});
