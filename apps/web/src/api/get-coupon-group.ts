import { catalogPaths } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http.ts';
import { CACHE } from './query-client.ts';

/** Shared by the side menu's Quick Links and the home page's featured coupons. */
export const couponGroupKey = (id: number) => ['coupon-group', id] as const;

/** GET /api/coupon_groups/{id} (SPEC.md §7 Content). */
export const couponGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: couponGroupKey(id),
    queryFn: ({ signal }) => request(catalogPaths.couponGroup(id), { schema: 'CouponGroupResponse', signal }),
    staleTime: CACHE.default,
  });

/** The coupon group, or nothing while the brand has none configured (id 0). */
export function useCouponGroup(id: number | undefined) {
  return useQuery({ ...couponGroupQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
