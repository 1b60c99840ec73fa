import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Subscription } from '../types';

/** GET /api/subscriptions: the active plans, oldest first. */
export function getSubscriptions(): Promise<Subscription[]> {
  return api.get<Subscription[]>('/api/subscriptions');
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions'],
    queryFn: getSubscriptions,
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
