import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LowStockView } from '@shop/contracts';
import { adminProductKeys } from '@/lib/admin-product-keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/stock/low: counted items at or below their threshold, fewest left first, and the shop's default threshold. */
export function getLowStock(signal?: AbortSignal): Promise<LowStockView> {
  return api.get<LowStockView>('/api/admin/stock/low', { signal });
}

export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: adminProductKeys.lowStock,
    queryFn: ({ signal }) => getLowStock(signal),
    // Orders take units while the dashboard shows another tab: read again each time the panel shows.
    staleTime: 0,
  });

export function useLowStock() {
  return useQuery(lowStockQueryOptions());
}
