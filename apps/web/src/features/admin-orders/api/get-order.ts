import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminOrderKeys } from '../utils/query-keys';

/** GET /api/admin/orders/{id}: one order (404 when there is none). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  return api.get<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export function useOrder(id: string) {
  return useQuery({ queryKey: adminOrderKeys.one(id), queryFn: ({ signal }) => getOrder(id, signal) });
}
