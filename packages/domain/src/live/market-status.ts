import type { FeedMarketStatus, Market, Price, WirePrice } from '@sb/contract';

/**
 * Market status rules of SPEC.md §4 "Market status": OPEN and SUSPENDED toggle a market; LTS,
 * SETTLED, RESULTED and CLOSED take it off the page (nothing can be bet on it any more), and so does
 * a market whose every outcome is hidden.
 */

const REMOVING: ReadonlySet<FeedMarketStatus> = new Set<FeedMarketStatus>([
  'LTS',
  'SETTLED',
  'RESULTED',
  'CLOSED',
]);

/** True for the statuses that remove a market rather than toggle it. */
export function isRemovingStatus(status: FeedMarketStatus): boolean {
  return REMOVING.has(status);
}

/**
 * The market after a status update: the same object when nothing changes (so memoised views do not
 * re-render), a copy with the new status for OPEN / SUSPENDED, and null when the market is removed.
 */
export function applyMarketStatus(market: Market, status: FeedMarketStatus): Market | null {
  if (status !== 'OPEN' && status !== 'SUSPENDED') return null;
  return market.status === status ? market : { ...market, status };
}

/** A market with no visible outcome is removed (§4); a market without outcomes counts as hidden too. */
export function allOutcomesHidden(market: Market): boolean {
  return market.outcomes.every((o) => o.hidden);
}

/** The brief's name for {@link allOutcomesHidden}: the market is removed when every outcome is hidden. */
export const isMarketRemovedByHiddenOutcomes: (market: Market) => boolean = allOutcomesHidden;

/**
 * The price-feed short keys (d, s0, s1) as the catalog's Price. The wire price carries no id, so the
 * outcome's id is used, as the catalog does. Spreads absent on the wire stay absent (not undefined),
 * which `exactOptionalPropertyTypes` and structural equality both need.
 */
export function wirePriceToPrice(outcomeId: number, wire: WirePrice): Price {
  return {
    id: outcomeId,
    decimal: wire.d,
    ...(wire.s0 === undefined ? {} : { spread: wire.s0 }),
    ...(wire.s1 === undefined ? {} : { spread2: wire.s1 }),
  };
}
