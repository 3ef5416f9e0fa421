import { catalogPaths, EVENT_QUERY_MAX_LENGTH } from '@sb/contract';
import { EVENTS_PER_PAGE_PREMATCH } from '@sb/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { buildUrl, request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** The params of GET /xapi/rest/events (SPEC.md §7 "Odds and events", common params), typed. */
export interface EventsParams {
  periodType?: 'PRE_MATCH' | 'IN_RUNNING' | 'ALL' | undefined;
  /** Sport, country or league ids. */
  eventPathIds?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
  marketTypeIds?: readonly number[] | undefined;
  eventsPerPage?: number | undefined;
  page?: number | undefined;
  /** ISO date-times. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sortByEventpath?: boolean | undefined;
  includeMarkets?: boolean | undefined;
  lightWeightResponse?: boolean | undefined;
  /** RANKEVENT selects outrights. */
  eventTypeFilter?: 'GAMEEVENT' | 'RANKEVENT' | 'GAMEEVENT,RANKEVENT' | undefined;
  bettable?: boolean | undefined;
  marketStatus?: 'OPEN' | 'OPEN,SUSPENDED' | undefined;
  sportGroups?: 'REGULAR' | 'REGULAR,ESPORTS' | undefined;
}

type Param = Exclude<EventsParams[keyof EventsParams], undefined>;

/** The params without unset ones, keys sorted: equal queries get one cache entry and one hash. */
function canonical(params: EventsParams): Record<string, Param> {
  const entries = Object.entries(params).filter((entry): entry is [string, Param] => entry[1] !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Query keys of the events endpoint; invalidate `eventsKeys.all` to refresh every list. */
export const eventsKeys = {
  all: ['events'] as const,
  list: (params: EventsParams) => ['events', 'list', canonical(params)] as const,
  pages: (params: EventsParams) => ['events', 'pages', canonical(params)] as const,
};

/** FNV-1a (32 bit) of the text in base 36: a short, stable name for a POSTed query. */
export function queryHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * GET /xapi/rest/events; when the query string would pass 2,000 characters (SPEC.md §7, §9: e.g. a
 * coupon of many leagues), POST to the same path with `?hash=` naming the params and the params as
 * the JSON body.
 */
export function fetchEvents(params: EventsParams, signal?: AbortSignal) {
  const query = canonical(params);
  const url = buildUrl(catalogPaths.events, query);
  const queryString = url.slice(url.indexOf('?') + 1);
  if (queryString.length > EVENT_QUERY_MAX_LENGTH) {
    return request(catalogPaths.events, {
      method: 'POST',
      query: { hash: queryHash(new URLSearchParams(queryString).toString()) },
      body: query,
      schema: 'EventsResponse',
      signal,
    });
  }
  return request(catalogPaths.events, { query, schema: 'EventsResponse', signal });
}

/** One page of events, polled every 15 s while the tab is focused (SPEC.md §7). */
export const eventsQueryOptions = (params: EventsParams) =>
  queryOptions({
    queryKey: eventsKeys.list(params),
    queryFn: ({ signal }) => fetchEvents(params, signal),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useEvents(params: EventsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(params), enabled: options.enabled ?? true });
}

/**
 * Pages of 20 pre-match events (SPEC.md §9) for a list with 'Show more'. Every loaded page is
 * refetched on the 15 s poll, so a long list stays as fresh as its first page.
 */
export const eventPagesQueryOptions = (params: Omit<EventsParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: eventsKeys.pages(params),
    queryFn: ({ signal, pageParam }) =>
      fetchEvents({ eventsPerPage: EVENTS_PER_PAGE_PREMATCH, ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useEventPages(params: Omit<EventsParams, 'page'>) {
  return useInfiniteQuery(eventPagesQueryOptions(params));
}
