import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestUnlessMissing } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const eventKey = (id: number) => ['event', id] as const;

/**
 * GET /xapi/rest/events/{id}: the event with all its markets, refreshed every 15 s while focused.
 * Read with the live fields too: an event with a clock is live and its page turns live (SPEC.md §2).
 */
export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKey(id),
    queryFn: ({ signal }) => requestUnlessMissing(catalogPaths.event(id), { schema: 'LiveEvent', signal }),
    staleTime: CACHE.eventListPoll,
    refetchInterval: CACHE.eventListPoll,
  });

/** The event of a page; `null` (an unreadable slug) asks for nothing. */
export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id !== null });
}
