import type { MarketLike } from './market-groups.ts';

export const MARKETS_PER_TYPE = 3;
export const MARKETS_PER_EVENT = 50;

/** Spread between the longest and shortest visible price: the smaller, the more balanced the line. */
export function priceDifference(market: MarketLike): number {
  const prices = market.outcomes
    .filter((o) => !o.hidden)
    .map((o) => o.consolidatedPrice.currentPrice.decimal);
  return prices.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...prices) - Math.min(...prices);
}

/**
 * SPEC.md §7 market selection for event lists: long-term suspended markets excluded, only the
 * requested market types when given, at most 3 per market type (the most balanced lines: smallest
 * price difference) and 50 per event. Market types keep the order of their first market; within a
 * type the most balanced line comes first, so the first line of a type is its main line. Hidden
 * outcomes stay in the markets (the client decides how to show them).
 */
export function selectMarkets<M extends MarketLike & { longTermSuspended?: boolean | undefined }>(
  markets: readonly M[],
  opts: { perMarketType?: number; perEvent?: number; marketTypeIds?: readonly number[] } = {},
): M[] {
  const perType = opts.perMarketType ?? MARKETS_PER_TYPE;
  const perEvent = opts.perEvent ?? MARKETS_PER_EVENT;
  const wanted = opts.marketTypeIds ? new Set(opts.marketTypeIds) : undefined;
  const byType = new Map<number, { market: M; difference: number }[]>();
  for (const market of markets) {
    if (market.longTermSuspended) continue;
    if (wanted && !wanted.has(market.marketTypeId)) continue;
    const lines = byType.get(market.marketTypeId) ?? [];
    lines.push({ market, difference: priceDifference(market) });
    byType.set(market.marketTypeId, lines);
  }
  return [...byType.values()]
    .flatMap((lines) =>
      lines
        .sort((a, b) => a.difference - b.difference)
        .slice(0, perType)
        .map((line) => line.market),
    )
    .slice(0, perEvent);
}

/**
 * The one market an event row of a list shows (lightWeightResponse): among the requested types (all
 * when none are asked), full time first, the most balanced line of the first-listed type. A BTTS
 * coupon shows BTTS; an Over/Under coupon shows the line nearest evens.
 */
export function rowMarket<M extends MarketLike & { longTermSuspended?: boolean | undefined }>(
  markets: readonly M[],
  marketTypeIds?: readonly number[],
): M | undefined {
  const wanted = markets.filter(
    (m) => !m.longTermSuspended && (!marketTypeIds || marketTypeIds.includes(m.marketTypeId)),
  );
  const fullTime = wanted.filter((m) => m.period.sequence === 0);
  return selectMarkets(fullTime.length > 0 ? fullTime : wanted, { perMarketType: 1, perEvent: 1 })[0];
}
