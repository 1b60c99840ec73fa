import type { QueryClient } from '@tanstack/react-query';

/** Admin order queries live under ['admin', 'orders'] (an admin 401 then shows the sign-in again). */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: ['admin', 'orders', 'list'] as const,
  productOrders: ['admin', 'orders', 'product-orders'] as const,
  subscriptionOrders: (activeOnly: boolean) => ['admin', 'orders', 'subscription-orders', activeOnly] as const,
};

/** After an order is created or paid every order list fetches again. */
export function invalidateOrderQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
}
