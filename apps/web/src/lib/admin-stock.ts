import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductStockView } from '@shop/contracts';
import { adminProductKeys, PUBLIC_STOCK_KEY } from './admin-product-keys';

/** The product's stock address; its restock and movements are under it. */
export const stockPath = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}/stock`;

/**
 * A stock write of one product, answered with its stock: that answer replaces the product's stock at once, and its
 * movements, the Low stock panel and the shop's stock words are read again. (Product lists do not change: no catalogue
 * refresh.)
 */
export function useStockMutation<TVariables extends { productId: string }>(mutationFn: (variables: TVariables) => Promise<ProductStockView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (view, { productId }) => {
      queryClient.setQueryData(adminProductKeys.stock(productId), view);
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.stockMovements(productId) });
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.lowStock });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_STOCK_KEY });
    },
  });
}
