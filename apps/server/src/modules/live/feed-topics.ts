import { topics, type FeedUpdate, type LiveEvent, type Topic } from '@sb/contract';
import { isRemovingStatus, mainMarket } from '@sb/domain';
import type { LiveState } from './live-state.ts';
import { listMarkets, withMarkets } from './live-views.ts';

/**
 * Which topics a feed update concerns: every update of a live event goes to its `event:`, and to
 * `live` and its sport's `live:` unless it is a price in a market other than the main market (the
 * one market the lists hold); an update about one market also to that `market:`, a feed alert to
 * the `market:` of every market of the event.
 */
export function topicsOf(update: FeedUpdate, state: LiveState): Topic[] {
  const event = update.type === 'event-live' ? update.event : state.event(update.eid);
  if (!event) return [];
  const lists = [topics.live(), topics.live(event.sportCode)];
  // Lists hold each event's main market only: other markets' prices (most of them) stay off them.
  const listed = update.type !== 'outcome' || mainMarket(event.markets ?? [])?.id === update.mid;
  const routed = listed ? [...lists, topics.event(event.id)] : [topics.event(event.id)];
  switch (update.type) {
    case 'outcome':
    case 'market-status':
      routed.push(topics.market(update.mid));
      break;
    case 'markets':
      for (const market of update.markets) routed.push(topics.market(market.id));
      break;
    case 'feed-alert':
      for (const market of event.markets ?? []) routed.push(topics.market(market.id));
      break;
    default:
  }
  return routed;
}

/** A topic's snapshot: its live events as the contract's ServerMessage describes them. */
export function snapshotEvents(topic: Topic, state: LiveState): LiveEvent[] {
  const [kind, key] = topic.split(':') as [string, string | undefined];
  if (kind === 'live') {
    return state
      .liveEvents()
      .filter((e) => !key || e.sportCode === key)
      .map((e) => withMarkets(e, listMarkets(e)));
  }
  const id = Number(key);
  if (kind === 'event') {
    const event = state.event(id);
    return event && !event.isFinished ? [withMarkets(event, event.markets ?? [])] : [];
  }
  const event = state.liveEvents().find((e) => e.markets?.some((m) => m.id === id));
  const market = event?.markets?.find((m) => m.id === id);
  return event && market ? [withMarkets(event, [market])] : [];
}

/**
 * What a list topic must also hear after an update: when a market leaves an event, the event's main
 * market now (a new one when the removed market was the main one), so the list row keeps prices.
 */
export function listFollowUps(update: FeedUpdate, state: LiveState): FeedUpdate[] {
  if (update.type !== 'market-status' || !isRemovingStatus(update.s)) return [];
  const event = state.event(update.eid);
  const main = event && mainMarket(event.markets ?? []);
  return main ? [{ type: 'markets', eid: update.eid, markets: [main] }] : [];
}
