import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminSubscription } from '../types';
import { adminSubscriptionKeys } from './query-keys';

/** GET /api/admin/subscriptions: every plan, active or not, oldest first (admin). */
export function getAdminSubscriptions(): Promise<AdminSubscription[]> {
  return api.get<AdminSubscription[]>('/api/admin/subscriptions');
}

export const adminSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: adminSubscriptionKeys.all, queryFn: getAdminSubscriptions });

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}
