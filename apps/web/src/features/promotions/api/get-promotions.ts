import { contentPaths } from '@sb/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

/** GET /api/promotions (ours, issue 19): the brand's open promotions in the page's language. */
export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions'] as const,
    queryFn: ({ signal }) =>
      request(contentPaths.promotions, { schema: 'PromotionsResponse', signal }).then((r) => r.promotions),
    staleTime: CACHE.default,
  });
