import { catalogPaths, EventPathTreeResponse } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** The pre-match tree of regular sports and esports: what the sports pages list and resolve slugs in. */
const PARAMS = { periodType: 'PRE_MATCH', sportGroups: 'REGULAR,ESPORTS' } as const;

export const eventPathTreeKey = () => ['eventpathtree', PARAMS] as const;

/**
 * GET /xapi/rest/eventpathtree (SPEC.md §7): sports > countries > leagues with event and outright
 * counts and slugs. Cached 3600 s (§9): counts an hour old are fine for an index, and every event
 * list below it is polled on its own.
 */
export const eventPathTreeQueryOptions = () =>
  queryOptions({
    queryKey: eventPathTreeKey(),
    queryFn: ({ signal }) =>
      request(catalogPaths.eventPathTree, { query: PARAMS, schema: EventPathTreeResponse, signal }),
    staleTime: CACHE.eventPathTree,
    gcTime: CACHE.eventPathTree,
  });

export function useEventPathTree() {
  return useQuery(eventPathTreeQueryOptions());
}
