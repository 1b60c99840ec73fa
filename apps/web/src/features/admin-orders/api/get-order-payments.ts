import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPaymentsView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/orders/{id}/payments: the order's payments at their providers, each with its refunds, and what may still be refunded. */
export function getOrderPayments(id: string, signal?: AbortSignal): Promise<OrderPaymentsView> {
  return api.get<OrderPaymentsView>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, { signal });
}

export const orderPaymentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.payments(id),
    queryFn: ({ signal }) => getOrderPayments(id, signal),
  });

/** `enabled`: false until the order's card is near the screen, so a long list does not ask for every order at once. */
export function useOrderPayments(id: string, { enabled = true } = {}) {
  return useQuery({ ...orderPaymentsQueryOptions(id), enabled });
}
