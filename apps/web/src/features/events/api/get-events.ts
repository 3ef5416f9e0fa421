import { apiPaths, EVENT_QUERY_MAX_LENGTH, EventsResponse, type EventsQueryInput } from '@sb/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl, request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

type Query = Partial<
  Record<keyof EventsQueryInput, string | number | boolean | readonly number[] | undefined>
>;

/** A short stable hash of the params, naming the POSTed query (SPEC.md §7: above 2,000 characters). */
export function queryHash(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
}

/** GET /xapi/rest/events, or POST with a hash when the query string would pass 2,000 characters. */
export function fetchEvents(query: Query, signal?: AbortSignal) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  if (buildUrl(apiPaths.events, params).length > EVENT_QUERY_MAX_LENGTH) {
    return request(apiPaths.events, {
      method: 'POST',
      query: { hash: queryHash(JSON.stringify(params)) },
      body: params,
      schema: EventsResponse,
      signal,
    });
  }
  return request(apiPaths.events, { query: params, schema: EventsResponse, signal });
}

export const eventsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['events', query],
    queryFn: ({ signal }) => fetchEvents(query, signal),
    staleTime: CACHE.eventListPoll,
    // Event lists are polled every 15 s while the tab is focused (SPEC.md §7).
    refetchInterval: CACHE.eventListPoll,
    placeholderData: keepPreviousData,
  });

export function useEvents(query: Query, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventsQueryOptions(query), enabled: options.enabled ?? true });
}
