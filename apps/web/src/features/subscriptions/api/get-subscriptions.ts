import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/subscriptions: the active plans, oldest first. */
export function getSubscriptions(): Promise<SubscriptionView[]> {
  return api.get<SubscriptionView[]>('/api/subscriptions');
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions'],
    queryFn: getSubscriptions,
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
