import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeactivatedProduct } from '../types';
import { adminProductKeys } from '@/lib/admin-product-keys';

/** GET /api/admin/deactivated-products. */
export function getDeactivatedProducts(): Promise<DeactivatedProduct[]> {
  return api.get<DeactivatedProduct[]>('/api/admin/deactivated-products');
}

export const deactivatedProductsQueryOptions = () => queryOptions({ queryKey: adminProductKeys.deactivated, queryFn: getDeactivatedProducts });

export function useDeactivatedProducts() {
  return useQuery(deactivatedProductsQueryOptions());
}
