import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductStockView } from '@shop/contracts';
import { adminProductKeys } from '@/lib/admin-product-keys';
import { stockPath } from '@/lib/admin-stock';
import { api } from '@/lib/api-client';

/** GET /api/admin/products/{id}/stock: whether the product counts stock, and each counted item's level and threshold. */
export function getProductStock(productId: string, signal?: AbortSignal): Promise<ProductStockView> {
  return api.get<ProductStockView>(stockPath(productId), { signal });
}

export const productStockQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: adminProductKeys.stock(productId),
    queryFn: ({ signal }) => getProductStock(productId, signal),
    // Orders move the levels while the section is closed: read again each time it opens.
    staleTime: 0,
  });

export function useProductStock(productId: string) {
  return useQuery(productStockQueryOptions(productId));
}
