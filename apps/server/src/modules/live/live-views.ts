import type {
  LiveEvent,
  LiveEventsQuery,
  LiveEventsResponse,
  LivePageQuery,
  LivePageResponse,
  Market,
} from '@sb/contract';
import { mainMarket, MARKETS_PER_EVENT, MARKETS_PER_TYPE, rowMarket, selectMarkets } from '@sb/domain';
import type { LiveState } from './live-state.ts';

/**
 * The answers of the live HTTP calls, read from the live state (SPEC.md §7, the common params).
 * They mirror the pre-match list's rules (catalog-service.ts): a coupon of market types or a market
 * status lists only the events offering such a market; lightWeightResponse keeps the row market.
 */

interface EventFilter {
  sportCode?: string | undefined;
  eventPathIds?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
}

function matches(event: LiveEvent, filter: EventFilter): boolean {
  if (filter.sportCode && event.sportCode !== filter.sportCode) return false;
  if (filter.ids && !filter.ids.includes(event.id)) return false;
  const pathIds = filter.eventPathIds;
  if (pathIds && !event.eventPaths.some((p) => pathIds.includes(p.id))) return false;
  return true;
}

function offered(markets: readonly Market[], query: LiveEventsQuery): Market[] {
  const statuses =
    query.marketStatus === 'OPEN' || (!query.marketStatus && query.bettable) ? ['OPEN'] : undefined;
  return markets.filter(
    (m) =>
      (!statuses || statuses.includes(m.status)) &&
      (!query.marketTypeIds || query.marketTypeIds.includes(m.marketTypeId)),
  );
}

/** GET /xapi/rest/live/events. The list is of events in play whatever `periodType` says. */
export function liveEventsList(state: LiveState, query: LiveEventsQuery): LiveEventsResponse {
  const from = query.dateFrom ? Date.parse(query.dateFrom) : -Infinity;
  const to = query.dateTo ? Date.parse(query.dateTo) : Infinity;
  const regular = new Set(state.sports.filter((s) => s.sportGroup === 'REGULAR').map((s) => s.id));
  const filterMarkets = Boolean(query.marketTypeIds || query.marketStatus || query.bettable);
  const listed = state.liveEvents().flatMap((event) => {
    if (!matches(event, query)) return [];
    if (query.eventTypeFilter === 'RANKEVENT') return [];
    const date = Date.parse(event.eventDate);
    if (date < from || date > to) return [];
    if (query.sportGroups === 'REGULAR' && !regular.has(event.sportId)) return [];
    const markets = offered(event.markets ?? [], query);
    if (filterMarkets && markets.length === 0) return [];
    return [{ event, markets }];
  });
  const start = (query.page - 1) * query.eventsPerPage;
  const events = listed.slice(start, start + query.eventsPerPage).map(({ event, markets }) => {
    if (!query.includeMarkets) return withMarkets(event, undefined);
    const shown = query.lightWeightResponse
      ? [rowMarket(markets, query.marketTypeIds)].filter((m) => m !== undefined)
      : selectMarkets(markets, {
          perMarketType: MARKETS_PER_TYPE,
          perEvent: MARKETS_PER_EVENT,
          ...(query.marketTypeIds ? { marketTypeIds: query.marketTypeIds } : {}),
        });
    return withMarkets(event, shown);
  });
  return {
    events,
    page: query.page,
    eventsPerPage: query.eventsPerPage,
    totalEvents: listed.length,
    totalPages: Math.ceil(listed.length / query.eventsPerPage),
  };
}

/** GET /xapi/marketdata/v1/livepage: the sports in play, each with its events and their row market. */
export function livePage(state: LiveState, query: LivePageQuery): LivePageResponse {
  const live = state.liveEvents();
  return {
    sports: state.sports.flatMap((sport) => {
      const ofSport = live.filter((e) => e.sportId === sport.id);
      const events = ofSport.filter((e) => matches(e, query));
      if (events.length === 0) return [];
      return [
        {
          id: sport.id,
          code: sport.code,
          name: sport.name,
          description: sport.name,
          eventCount: ofSport.length,
          events: events.map((event) =>
            withMarkets(event, query.includeMarkets ? listMarkets(event) : undefined),
          ),
        },
      ];
    }),
  };
}

/** The event with these markets (all of them when undefined is not asked for: none). */
export function withMarkets(event: LiveEvent, markets: Market[] | undefined): LiveEvent {
  const { markets: all = [], ...rest } = event;
  return { ...rest, marketCount: all.length, ...(markets ? { markets } : {}) };
}

/**
 * The one market a live list shows per event: the main market (lowest ordinal, full time), a choice
 * that does not move with prices, so the live page call, the list topics' snapshots and the prices
 * routed to them agree for as long as the market lasts.
 */
export function listMarkets(event: LiveEvent): Market[] {
  const main = mainMarket(event.markets ?? []);
  return main ? [main] : [];
}
