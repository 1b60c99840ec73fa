import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMovementsView } from '@shop/contracts';
import { adminProductKeys } from '@/lib/admin-product-keys';
import { stockPath } from '@/lib/admin-stock';
import { api } from '@/lib/api-client';
import { STOCK_MOVEMENTS_SHOWN } from '../types';

/** GET /api/admin/products/{id}/stock/movements: the newest STOCK_MOVEMENTS_SHOWN rows of its stock ledger. */
export function getStockMovements(productId: string, signal?: AbortSignal): Promise<StockMovementsView> {
  return api.get<StockMovementsView>(`${stockPath(productId)}/movements?limit=${STOCK_MOVEMENTS_SHOWN}`, { signal });
}

export const stockMovementsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: adminProductKeys.stockMovements(productId),
    queryFn: ({ signal }) => getStockMovements(productId, signal),
    // Orders add rows while the list is closed: read again each time it opens.
    staleTime: 0,
    select: (view) => view.movements,
  });

/** `enabled`: false while the list is closed. */
export function useStockMovements(productId: string, enabled: boolean) {
  return useQuery({ ...stockMovementsQueryOptions(productId), enabled });
}
