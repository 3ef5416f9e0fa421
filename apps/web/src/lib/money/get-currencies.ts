import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http.ts';
import { CACHE } from '../../api/query-client.ts';

/** GET /xapi/rest/currencies (SPEC.md §7, cached 15 minutes): each currency's precision. */
export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'],
    queryFn: ({ signal }) =>
      request(catalogPaths.currencies, { schema: 'CurrenciesResponse', signal }).then((r) => r.currencies),
    staleTime: CACHE.currencies,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions()).data;
}
