import { contentPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestUnlessMissing } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** GET /api/promotions/{slug} (ours, issue 19): one open promotion with its body and terms; 404 when none. */
export const promotionQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['promotion', slug] as const,
    queryFn: ({ signal }) =>
      requestUnlessMissing(contentPaths.promotion(slug), { schema: 'Promotion', signal }),
    staleTime: CACHE.default,
  });
