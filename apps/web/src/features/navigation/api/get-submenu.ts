import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const submenuKey = (id: number) => ['submenu', id] as const;

/** GET /api/submenus/{subheaderId} (SPEC.md §7 Content): the desktop subheader's links. */
export const submenuQueryOptions = (id: number) =>
  queryOptions({
    queryKey: submenuKey(id),
    queryFn: ({ signal }) => request(catalogPaths.submenu(id), { schema: 'SubmenuResponse', signal }),
    staleTime: CACHE.default,
  });

/** Disabled while the brand configures no subheader (id 0). */
export function useSubmenu(id: number | undefined) {
  return useQuery({ ...submenuQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
