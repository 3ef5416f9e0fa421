import { topics, type FeedUpdate, type LiveEvent, type Topic } from '@sb/contract';
import { rowMarket } from '@sb/domain';
import type { LiveState } from '../modules/live/live-state.ts';
import { withMarkets } from '../modules/live/live-views.ts';

/**
 * Which topics a feed update concerns: every update of a live event goes to `live`, its sport's
 * `live:` and its `event:`; an update about one market also to that `market:`, a feed alert to the
 * `market:` of every market of the event. `live` topics carry all of an event's updates, though
 * their snapshots hold the row market only: a client ignores updates of markets it does not hold.
 */
export function topicsOf(update: FeedUpdate, state: LiveState): Topic[] {
  const event = update.type === 'event-live' ? update.event : state.event(update.eid);
  if (!event) return [];
  const routed = [topics.live(), topics.live(event.sportCode), topics.event(event.id)];
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
      .map((e) =>
        withMarkets(
          e,
          [rowMarket(e.markets ?? [])].filter((m) => m !== undefined),
        ),
      );
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
