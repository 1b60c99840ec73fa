import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /api/orders/mine: the verified session's own orders, newest first. Asked only once the session is known to be
 * verified (docs/rules.md §4, a 403 otherwise), and again each time the screen opens (the shop moves orders on).
 */
export const myOrdersQueryOptions = (email: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['my-orders', email],
    queryFn: ({ signal }) => api.get<OrderView[]>('/api/orders/mine', { signal }),
  });

export function useMyOrders(email: string, verified: boolean) {
  return useQuery({ ...myOrdersQueryOptions(email), enabled: verified });
}
