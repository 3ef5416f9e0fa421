import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestUnlessMissing } from '../../../api/http.ts';
import { CACHE } from '../../../api/query-client.ts';

export const couponKey = (id: number) => ['coupon', id] as const;

/** GET /api/coupons/{id}?coupon_info=true: what a coupon selects (event paths, market types, hours). */
export const couponQueryOptions = (id: number) =>
  queryOptions({
    queryKey: couponKey(id),
    queryFn: ({ signal }) =>
      requestUnlessMissing(catalogPaths.coupon(id), {
        query: { coupon_info: true },
        schema: 'CouponResponse',
        signal,
      }),
    staleTime: CACHE.default,
  });

/** The coupon of `?active-coupon={id}`; `undefined` asks for nothing. */
export function useCoupon(id: number | undefined) {
  return useQuery({ ...couponQueryOptions(id ?? 0), enabled: id !== undefined });
}
