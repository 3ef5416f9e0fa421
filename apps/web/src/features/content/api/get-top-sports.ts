import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const topSportsKey = ['top-sports'] as const;

/** GET /api/top_sports (SPEC.md §7 Content), in the operator's order. */
export const topSportsQueryOptions = () =>
  queryOptions({
    queryKey: topSportsKey,
    queryFn: ({ signal }) =>
      request(catalogPaths.topSports, { schema: 'TopSportsResponse', signal }).then((r) =>
        [...r.sports].sort((a, b) => a.orderNo - b.orderNo),
      ),
    staleTime: CACHE.default,
  });

export function useTopSports() {
  return useQuery(topSportsQueryOptions());
}
