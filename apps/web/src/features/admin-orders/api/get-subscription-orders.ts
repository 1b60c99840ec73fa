import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionOrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/subscription-orders (or /active): one row per paid subscription line. */
export function getSubscriptionOrders(activeOnly: boolean, signal?: AbortSignal): Promise<SubscriptionOrderView[]> {
  return api.get<SubscriptionOrderView[]>(`/api/admin/subscription-orders${activeOnly ? '/active' : ''}`, { signal });
}

export const subscriptionOrdersQueryOptions = (activeOnly: boolean) =>
  queryOptions({
    queryKey: adminOrderKeys.subscriptionOrders(activeOnly),
    queryFn: ({ signal }) => getSubscriptionOrders(activeOnly, signal),
  });

export function useSubscriptionOrders(activeOnly: boolean) {
  return useQuery(subscriptionOrdersQueryOptions(activeOnly));
}
