import type { FeedUpdate, LiveEvent } from '@sb/contract';

/**
 * PROVISIONAL: the typed live-update reducer belongs to @sb/domain (`applyFeedUpdate`, branch
 * live-domain). Until it lands this covers prices, market status and the clock so the web plumbing
 * can run; it is replaced by the domain function, not extended.
 */
export function applyFeedUpdate(event: LiveEvent, update: FeedUpdate): LiveEvent {
  switch (update.type) {
    case 'outcome': {
      const markets = event.markets ?? [];
      const index = markets.findIndex((m) => m.id === update.mid);
      const market = markets[index];
      if (!market) return event;
      const outcomes = market.outcomes.map((o) =>
        o.id === update.oid
          ? {
              ...o,
              hidden: update.h,
              consolidatedPrice: {
                currentPrice: { ...o.consolidatedPrice.currentPrice, decimal: update.clp.cp.d },
              },
            }
          : o,
      );
      const next = [...markets];
      next[index] = { ...market, outcomes };
      return { ...event, markets: next };
    }
    case 'market-status': {
      const markets = event.markets ?? [];
      if (update.s === 'OPEN' || update.s === 'SUSPENDED') {
        const status = update.s;
        return { ...event, markets: markets.map((m) => (m.id === update.mid ? { ...m, status } : m)) };
      }
      return { ...event, markets: markets.filter((m) => m.id !== update.mid) };
    }
    case 'clock':
      return update.clock.status === 'END_OF_EVENT'
        ? { ...event, isFinished: true }
        : { ...event, clock: update.clock };
    case 'event-live':
      return update.event;
    default:
      return event;
  }
}
