import type { QueryClient } from '@tanstack/react-query';

/** The admin list lives under ['admin', ...] (an admin 401 shows the sign-in again); shopper lists under ['coupons']. */
export const couponKeys = {
  admin: ['admin', 'coupons'] as const,
};

const PUBLIC_COUPONS_KEY = ['coupons'] as const;

/** After a write: the admin list, and the coupons shoppers see (the referral-link form). */
export function refreshCoupons(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: couponKeys.admin }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_COUPONS_KEY }),
  ]);
}
