import { apiPaths, LivePageEventResponse, LivePageResponse } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const livePageKey = (sportCode: string | undefined) => ['live-page', sportCode ?? 'all'] as const;

/**
 * GET /xapi/marketdata/v1/livepage: the live sports with their live events (one sport with
 * `sportCode`). Polled every 15 s while focused (SPEC.md §7 event lists); the feed keeps prices,
 * clocks and scores current in between.
 */
export const livePageQueryOptions = (sportCode: string | undefined) =>
  queryOptions({
    queryKey: livePageKey(sportCode),
    queryFn: ({ signal }) =>
      request(apiPaths.livePage, { schema: LivePageResponse, query: { sportCode }, signal }),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useLivePage(sportCode: string | undefined) {
  return useQuery(livePageQueryOptions(sportCode));
}

export const liveEventKey = (id: number) => ['live-page-event', id] as const;

/** GET /xapi/marketdata/v1/livepage/{id}: one live event with all its markets. */
export const liveEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: liveEventKey(id),
    queryFn: ({ signal }) => request(apiPaths.livePageEvent(id), { schema: LivePageEventResponse, signal }),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

export function useLiveEventQuery(id: number | null) {
  return useQuery({ ...liveEventQueryOptions(id ?? 0), enabled: id !== null });
}
