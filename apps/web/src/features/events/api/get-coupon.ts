import { apiPaths, CouponResponse } from '@sb/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/http.ts';

/** GET /api/coupons/{id}?coupon_info=true: what a coupon selects (paths, market types, hours). */
export const couponQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['coupon', id],
    queryFn: ({ signal }) =>
      request(apiPaths.coupon(id), { query: { coupon_info: true }, schema: CouponResponse, signal }),
  });

export function useCoupon(id: number | undefined) {
  return useQuery({ ...couponQueryOptions(id ?? 0), enabled: id !== undefined });
}
