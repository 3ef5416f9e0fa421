import type { FeedUpdate, LiveEvent, Market } from '@sb/contract';

/**
 * Applies one feed update to the server's copy of a live event, in place (the server holds one
 * copy per event and applies ~200 updates a second, so it does not copy events).
 *
 * Interim adapter: the rules of SPEC.md §4 "Live event updates" and "Market status" belong to the
 * domain reducer (`applyFeedUpdate` in packages/domain/src/live, on another branch). Until it is
 * merged this covers what the simulator sends, with the plain semantics of the spec; then this
 * body becomes a call to it. Returns false when the update found nothing to change.
 */
export function applyToLiveEvent(event: LiveEvent, update: FeedUpdate): boolean {
  switch (update.type) {
    case 'outcome': {
      const market = event.markets?.find((m) => m.id === update.mid);
      const outcome = market?.outcomes.find((o) => o.id === update.oid);
      if (!market || !outcome) return false;
      outcome.hidden = update.h;
      const { cp } = update.clp;
      outcome.consolidatedPrice.currentPrice = {
        id: outcome.id,
        decimal: cp.d,
        ...(cp.s0 === undefined ? {} : { spread: cp.s0 }),
        ...(cp.s1 === undefined ? {} : { spread2: cp.s1 }),
      };
      // §4: a market whose every outcome is hidden is removed.
      if (market.outcomes.every((o) => o.hidden)) removeMarket(event, market.id);
      return true;
    }
    case 'market-status': {
      const market = event.markets?.find((m) => m.id === update.mid);
      if (!market) return false;
      if (update.s === 'OPEN' || update.s === 'SUSPENDED') market.status = update.s;
      else removeMarket(event, market.id);
      return true;
    }
    case 'markets': {
      const markets = (event.markets ??= []);
      for (const incoming of update.markets) {
        const at = markets.findIndex((m) => m.id === incoming.id);
        if (at >= 0) markets[at] = incoming;
        else markets.push(incoming);
      }
      event.marketCount = markets.length;
      return true;
    }
    case 'feed-alert':
      for (const market of event.markets ?? []) market.status = update.active ? 'SUSPENDED' : 'OPEN';
      return true;
    case 'clock-minutes':
      if (event.clock) event.clock.minutes = update.minutes;
      return true;
    case 'open-market-count':
      event.liveOpenMarketCount = update.count;
      return true;
    case 'clock':
      event.clock = update.clock;
      if (update.clock.status === 'END_OF_EVENT') event.isFinished = true;
      return true;
    case 'score':
      if (update.scores) event.scores = update.scores;
      if (update.sets) event.sets = update.sets;
      if (update.match) event.match = update.match;
      if (update.scoresPerPeriod) event.scoresPerPeriod = mergePeriodScores(event, update.scoresPerPeriod);
      return true;
    case 'cricket-outcomes':
      event.cricketOutcomes = update.cricketOutcomes;
      return true;
    case 'period':
      event.currentPeriod = update.currentPeriod;
      event.currentPeriodNumber = update.currentPeriodNumber;
      event.currentPeriodAbbreviation = update.currentPeriodAbbreviation;
      return true;
    case 'event-live':
      Object.assign(event, update.event);
      return true;
  }
}

function removeMarket(event: LiveEvent, marketId: Market['id']): void {
  event.markets = event.markets?.filter((m) => m.id !== marketId);
  event.marketCount = event.markets?.length ?? 0;
}

function mergePeriodScores(event: LiveEvent, incoming: NonNullable<LiveEvent['scoresPerPeriod']>) {
  const key = (s: (typeof incoming)[number]) => `${s.opponentId}:${s.periodKey}:${s.periodInstance}`;
  const merged = new Map((event.scoresPerPeriod ?? []).map((s) => [key(s), s]));
  for (const score of incoming) merged.set(key(score), score);
  return [...merged.values()];
}
