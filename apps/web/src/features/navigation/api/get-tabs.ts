import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const tabsKey = ['tabs'] as const;

/** GET /api/tabs (SPEC.md §7 Content): the CMS sections of the side menu. */
export const tabsQueryOptions = () =>
  queryOptions({
    queryKey: tabsKey,
    queryFn: ({ signal }) => request(catalogPaths.tabs, { schema: 'TabsResponse', signal }),
    staleTime: CACHE.default,
  });

export function useTabs() {
  return useQuery(tabsQueryOptions());
}
