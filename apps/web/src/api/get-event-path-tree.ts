import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http.ts';
import { CACHE } from './query-client.ts';

/**
 * The pre-match tree of regular sports and esports: what the AZ Sports menu shows and the sports
 * pages list and resolve slugs in. One query for both, so a page asks (and a server-rendered page
 * carries) the tree once.
 */
const PARAMS = {
  periodType: 'PRE_MATCH',
  sportGroups: 'REGULAR,ESPORTS',
  lightWeightResponse: true,
} as const;

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
      request(catalogPaths.eventPathTree, { query: PARAMS, schema: 'EventPathTreeResponse', signal }),
    staleTime: CACHE.eventPathTree,
    gcTime: CACHE.eventPathTree,
  });

export function useEventPathTree() {
  return useQuery(eventPathTreeQueryOptions());
}
