import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@shop/contracts';
import { api, ApiError } from '@/lib/api-client';
import { couponKeys } from './query-keys';

/** The admin's own list carries each coupon's usage count; the shoppers' list does not. */
function isAdminList(rows: readonly Partial<Coupon>[]): rows is Coupon[] {
  return rows.every((row) => typeof row.usageCount === 'number');
}

/**
 * GET /api/coupons (docs/product/back-office.md §7 "GET, POST /api/coupons | list / create"): to an
 * admin, every coupon, newest first, with usage counts. When the admin session
 * has lapsed the server answers the shoppers' list instead (active coupons, no
 * usage); that is treated as the 401 it means, so the admin sign-in shows again.
 */
export async function getCoupons(): Promise<Coupon[]> {
  const rows = await api.get<Partial<Coupon>[]>('/api/coupons');
  if (!Array.isArray(rows) || !isAdminList(rows)) {
    throw new ApiError(401, 'Your admin session has ended. Please sign in again.', {
      statusCode: 401,
      message: 'Your admin session has ended. Please sign in again.',
    });
  }
  return rows;
}

export const couponsQueryOptions = () => queryOptions({ queryKey: couponKeys.admin, queryFn: getCoupons });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
