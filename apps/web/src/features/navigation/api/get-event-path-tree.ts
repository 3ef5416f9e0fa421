import { catalogPaths, EventPathTreeResponse } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const eventPathTreeKey = ['event-path-tree', 'PRE_MATCH'] as const;

/**
 * GET /xapi/rest/eventpathtree (SPEC.md §7): sports > countries > leagues with event counts for the
 * AZ Sports menu; cached 3600 s (§9).
 */
export const eventPathTreeQueryOptions = () =>
  queryOptions({
    queryKey: eventPathTreeKey,
    queryFn: ({ signal }) =>
      request(catalogPaths.eventPathTree, {
        query: { periodType: 'PRE_MATCH', sportGroups: 'REGULAR,ESPORTS', lightWeightResponse: true },
        schema: EventPathTreeResponse,
        signal,
      }),
    staleTime: CACHE.eventPathTree,
    gcTime: CACHE.eventPathTree,
  });

export function useEventPathTree() {
  return useQuery(eventPathTreeQueryOptions());
}
