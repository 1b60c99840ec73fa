import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Every "My orders" query (each shopper's list) starts with this key. */
export const MY_ORDERS_KEY = ['my-orders'] as const;

/**
 * GET /api/orders/mine: the verified session's own orders, newest first. Asked only once the session is known to be
 * verified (docs/rules.md §4, a 403 otherwise), and again each time the screen opens (the shop moves orders on).
 */
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...MY_ORDERS_KEY, email],
    queryFn: ({ signal }) => api.get<OrderView[]>('/api/orders/mine', { signal }),
  });

export function useMyOrders(email: string, verified: boolean) {
  return useQuery({ ...myOrdersQueryOptions(email), enabled: verified });
}

/** Her orders changed (she paid, cancelled, or the shop moved one on meanwhile): the list is asked again. */
export function invalidateMyOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
}
