/** The market fields the grouping and selection rules read; contract Markets satisfy it. */
export interface MarketLike {
  id: number;
  marketTypeId: number;
  marketGroupId: number;
  status: 'OPEN' | 'SUSPENDED';
  description: string;
  period: { id: number; description: string; sequence: number };
  opponentId?: number | undefined;
  marketTypeInfo: { ordinalPosition: number };
  instance: number;
  outcomes: readonly { hidden: boolean; consolidatedPrice: { currentPrice: { decimal: number } } }[];
}

export interface MarketGroupOf<M extends MarketLike> {
  id: number;
  marketTypeId: number;
  periodId: number;
  opponentId?: number;
  description: string;
  periodDescription: string;
  markets: M[];
}

/**
 * SPEC.md §3 "Market groups": markets of one group (same type, period and opponent: e.g. the lines
 * of Over/Under) shown together, groups ordered by period, then by the type's ordinal position.
 */
export function groupMarkets<M extends MarketLike>(markets: readonly M[]): MarketGroupOf<M>[] {
  const groups = new Map<number, MarketGroupOf<M>>();
  const sorted = [...markets].sort(
    (a, b) =>
      a.period.sequence - b.period.sequence ||
      a.marketTypeInfo.ordinalPosition - b.marketTypeInfo.ordinalPosition ||
      a.instance - b.instance,
  );
  for (const market of sorted) {
    let group = groups.get(market.marketGroupId);
    if (!group) {
      group = {
        id: market.marketGroupId,
        marketTypeId: market.marketTypeId,
        periodId: market.period.id,
        ...(market.opponentId === undefined ? {} : { opponentId: market.opponentId }),
        description: market.description,
        periodDescription: market.period.description,
        markets: [],
      };
      groups.set(market.marketGroupId, group);
    }
    group.markets.push(market);
  }
  return [...groups.values()];
}

/**
 * The market an event row shows: the first-listed full-time market (lowest ordinal position, period
 * sequence 0) that is not long-term suspended, else the first market at all.
 */
export function mainMarket<M extends MarketLike>(markets: readonly M[]): M | undefined {
  let best: M | undefined;
  for (const market of markets) {
    if (market.period.sequence !== 0) continue;
    if (!best || market.marketTypeInfo.ordinalPosition < best.marketTypeInfo.ordinalPosition) best = market;
  }
  return best ?? markets[0];
}
