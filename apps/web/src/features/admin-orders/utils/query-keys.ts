import type { QueryClient } from '@tanstack/react-query';
import type { OrderListParams } from './order-filters';

/** Admin order queries live under ['admin', 'orders'] (an admin 401 then shows the sign-in again). */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  /** One page of Customer Orders' search (its text, status, days, page and page size). */
  list: (params: OrderListParams) => ['admin', 'orders', 'list', params] as const,
  one: (id: string) => ['admin', 'orders', 'one', id] as const,
  /** An order's payments and refunds (also read again when any order moves). */
  payments: (id: string) => ['admin', 'orders', 'payments', id] as const,
  productOrders: ['admin', 'orders', 'product-orders'] as const,
  subscriptionOrders: (activeOnly: boolean) => ['admin', 'orders', 'subscription-orders', activeOnly] as const,
};

/** After an order is created or moves, every order list fetches again. */
export function invalidateOrderQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
}
