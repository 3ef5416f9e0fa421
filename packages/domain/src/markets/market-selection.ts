import type { MarketLike } from './market-groups.ts';

export const MARKETS_PER_TYPE = 3;
export const MARKETS_PER_EVENT = 50;

/** Spread between the longest and shortest visible price: the smaller, the more balanced the line. */
function priceDifference(market: MarketLike): number {
  const prices = market.outcomes
    .filter((o) => !o.hidden)
    .map((o) => o.consolidatedPrice.currentPrice.decimal);
  return prices.length === 0 ? Number.POSITIVE_INFINITY : Math.max(...prices) - Math.min(...prices);
}

/**
 * SPEC.md §7 market selection for event lists: long-term suspended markets excluded, optionally only
 * the requested market types, within a type the most balanced lines first (price difference), at
 * most 3 per market type and 50 per event. Hidden outcomes stay in (the client decides).
 * The result keeps the original order of the markets it keeps.
 */
export function selectMarkets<M extends MarketLike & { longTermSuspended?: boolean }>(
  markets: readonly M[],
  opts: { perMarketType?: number; perEvent?: number; marketTypeIds?: readonly number[] } = {},
): M[] {
  const perType = opts.perMarketType ?? MARKETS_PER_TYPE;
  const perEvent = opts.perEvent ?? MARKETS_PER_EVENT;
  const wanted = opts.marketTypeIds ? new Set(opts.marketTypeIds) : undefined;
  const byType = new Map<number, M[]>();
  for (const market of markets) {
    if (market.longTermSuspended) continue;
    if (wanted && !wanted.has(market.marketTypeId)) continue;
    const list = byType.get(market.marketTypeId) ?? [];
    list.push(market);
    byType.set(market.marketTypeId, list);
  }
  const kept = new Set<M>();
  for (const list of byType.values()) {
    for (const market of [...list]
      .sort((a, b) => priceDifference(a) - priceDifference(b))
      .slice(0, perType)) {
      kept.add(market);
    }
  }
  return markets.filter((m) => kept.has(m)).slice(0, perEvent);
}

/**
 * The one market an event row of a list shows (lightWeightResponse): among the requested types (all
 * when none are asked), full time first, the most balanced line of the first-listed type. A BTTS
 * coupon shows BTTS; an Over/Under coupon shows the line nearest evens.
 */
export function rowMarket<M extends MarketLike & { longTermSuspended?: boolean }>(
  markets: readonly M[],
  marketTypeIds?: readonly number[],
): M | undefined {
  const wanted = markets.filter(
    (m) => !m.longTermSuspended && (!marketTypeIds || marketTypeIds.includes(m.marketTypeId)),
  );
  const fullTime = wanted.filter((m) => m.period.sequence === 0);
  return selectMarkets(fullTime.length > 0 ? fullTime : wanted, { perMarketType: 1, perEvent: 1 })[0];
}
