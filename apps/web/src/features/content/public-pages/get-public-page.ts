import { contentPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestUnlessMissing } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** GET /api/public_pages/{slug} (ours, issue 19): one of the brand's own pages; 404 when it has none. */
export const publicPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['public-page', slug] as const,
    queryFn: ({ signal }) =>
      requestUnlessMissing(contentPaths.publicPage(slug), { schema: 'PublicPage', signal }),
    staleTime: CACHE.default,
  });
