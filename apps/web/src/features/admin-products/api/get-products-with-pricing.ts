import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPricingRow } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { adminProductKeys } from '@/lib/admin-product-keys';

/** GET /api/products/with-pricing?category: the rows of the Sale Pricing panel ('' = every category). */
export function getProductsWithPricing(category: string): Promise<ProductPricingRow[]> {
  const search = category ? `?${new URLSearchParams({ category })}` : '';
  return api.get<ProductPricingRow[]>(`/api/products/with-pricing${search}`);
}

export const productsWithPricingQueryOptions = (category: string) =>
  queryOptions({
    queryKey: adminProductKeys.pricing(category),
    queryFn: () => getProductsWithPricing(category),
  });

export function useProductsWithPricing(category: string) {
  return useQuery(productsWithPricingQueryOptions(category));
}
