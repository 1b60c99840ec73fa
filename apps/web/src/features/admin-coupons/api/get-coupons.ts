import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Coupon } from '../types';
import { couponKeys } from './query-keys';

/**
 * GET /api/admin/coupons: every coupon, newest first, with usage counts.
 * (GET /api/coupons answers the same to an admin, but a visitor's list when
 * the admin session has lapsed; this one answers 401 then, and the sign-in shows.)
 */
export function getCoupons(): Promise<Coupon[]> {
  return api.get<Coupon[]>('/api/admin/coupons');
}

export const couponsQueryOptions = () => queryOptions({ queryKey: couponKeys.admin, queryFn: getCoupons });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
