import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminSubscriptionKeys } from './query-keys';

/** GET /api/admin/subscriptions: every plan, active or not, oldest first (admin). */
export function getAdminSubscriptions(): Promise<SubscriptionView[]> {
  return api.get<SubscriptionView[]>('/api/admin/subscriptions');
}

export const adminSubscriptionsQueryOptions = () => queryOptions({ queryKey: adminSubscriptionKeys.all, queryFn: getAdminSubscriptions });

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}
