import type { MarketLike } from './market-groups.ts';
import { priceDifference } from './market-selection.ts';

/**
 * The Asian list layout (SPEC.md §3 view_types, §5 Layouts; docs/decisions/betslip-controls-preferences.md):
 * a football row shows the match result, the main Asian handicap line and the main total side by side.
 * The market types it takes, per sport code: §9's "numeric market-type id tables per sport code", with
 * this catalogue's ids. A sport not listed keeps the euro row.
 */
export interface AsianRowTypes {
  result: number;
  handicap: number;
  total: number;
}

export const ASIAN_ROW_MARKET_TYPES: Readonly<Record<string, AsianRowTypes>> = {
  FOOT: { result: 1, handicap: 5, total: 4 },
};

/** The market type ids an Asian row asks the events call for (`marketTypeIds`), or none for the sport. */
export function asianRowMarketTypeIds(sportCode: string): number[] | undefined {
  const types = ASIAN_ROW_MARKET_TYPES[sportCode];
  return types && [types.result, types.handicap, types.total];
}

export interface AsianRow<M> {
  result: M | undefined;
  handicap: M | undefined;
  total: M | undefined;
}

/**
 * The three markets of an Asian row: full time only (period sequence 0), each the type's main line,
 * the most balanced (smallest price difference, then the lower id); a total for the match, not a
 * team's (no opponent). A part the event does not offer is undefined: its cell stays empty.
 *
 * @example asianRowMarkets(event.markets, ASIAN_ROW_MARKET_TYPES.FOOT).handicap?.description
 */
export function asianRowMarkets<M extends MarketLike>(
  markets: readonly M[],
  types: AsianRowTypes,
): AsianRow<M> {
  const main = (typeId: number, matchOnly = false): M | undefined => {
    let best: M | undefined;
    let bestDifference = Number.POSITIVE_INFINITY;
    for (const market of markets) {
      if (market.marketTypeId !== typeId || market.period.sequence !== 0) continue;
      if (matchOnly && market.opponentId !== undefined) continue;
      const difference = priceDifference(market);
      if (!best || difference < bestDifference || (difference === bestDifference && market.id < best.id)) {
        best = market;
        bestDifference = difference;
      }
    }
    return best;
  };
  return { result: main(types.result), handicap: main(types.handicap), total: main(types.total, true) };
}
