import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Carrier, OrderView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { invalidateOrderQueries } from '../utils/query-keys';

export interface ShipOrderInput {
  id: string;
  carrier: Carrier;
  trackingNumber: string;
}

/** POST /api/admin/orders/{id}/ship: the order, shipped (from paid or processing; the shopper is e-mailed once). */
export function shipOrder({ id, carrier, trackingNumber }: ShipOrderInput): Promise<OrderView> {
  return api.post<OrderView>(`/api/admin/orders/${encodeURIComponent(id)}/ship`, { carrier, trackingNumber });
}

export function useShipOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipOrder, onSuccess: () => invalidateOrderQueries(queryClient) });
}
