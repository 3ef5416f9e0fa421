import { catalogPaths, type EventPathTreeResponse } from '@sb/contract';
import { queryOptions, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useFirstReaderMove } from '../hooks/use-first-reader-move.ts';
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

/** The tree; `firstScreen`: a server page sent its sports alone (firstScreenOfTree). */
export type EventPathTreeData = EventPathTreeResponse & { firstScreen?: true };

/**
 * GET /xapi/rest/eventpathtree (SPEC.md §7): sports > countries > leagues with event and outright
 * counts and slugs. Cached 3600 s (§9): counts an hour old are fine for an index, and every event
 * list below it is polled on its own.
 */
export const eventPathTreeQueryOptions = () =>
  queryOptions({
    queryKey: eventPathTreeKey(),
    queryFn: ({ signal }): Promise<EventPathTreeData> =>
      request(catalogPaths.eventPathTree, { query: PARAMS, schema: 'EventPathTreeResponse', signal }),
    staleTime: CACHE.eventPathTree,
    gcTime: CACHE.eventPathTree,
  });

/**
 * The tree as the sports overview's server page sends it: every sport with its counts, without its
 * countries and leagues, which the page's first screen does not show (the AZ menu's sports and the
 * highlights need the sports alone). About a quarter of that page's HTML (docs/decisions/first-screen.md).
 */
export function firstScreenOfTree(tree: EventPathTreeData): EventPathTreeData {
  return { eventPaths: tree.eventPaths.map((sport) => ({ ...sport, children: [] })), firstScreen: true };
}

/**
 * The tree. `depth` 'sports': what the caller reads of it is the sports (their names, slugs and
 * counts), so the first screen's cut serves it, and the whole tree is fetched at the reader's first
 * move. 'whole': the caller walks the countries and leagues, so a cut tree is fetched whole at once
 * and the caller sees it still pending meanwhile.
 */
export function useEventPathTree(depth: 'sports' | 'whole' = 'whole'): UseQueryResult<EventPathTreeData> {
  const query = useQuery(eventPathTreeQueryOptions());
  const queryClient = useQueryClient();
  const cut = query.data?.firstScreen === true;
  // Several parts of a page ask for the tree: one fetch serves them (no cancel and restart).
  const fetchWhole = useCallback(
    () =>
      void queryClient.refetchQueries(
        { queryKey: eventPathTreeKey(), exact: true },
        { cancelRefetch: false },
      ),
    [queryClient],
  );
  useFirstReaderMove(cut && depth === 'sports' ? fetchWhole : null);
  useEffect(() => {
    if (cut && depth === 'whole') fetchWhole();
  }, [cut, depth, fetchWhole]);
  if (!cut || depth === 'sports') return query;
  // The same query, seen as still on its way: what this caller reads is not in the cut tree.
  return {
    ...query,
    data: undefined,
    isPending: true,
    isSuccess: false,
    status: 'pending',
  } as UseQueryResult<EventPathTreeData>;
}
