import type { ProductStockView, StockItem } from '@shop/contracts';
import { api } from './api-client';
import { stockPath, useStockMutation } from './admin-stock';

export type RestockInput = { productId: string; item: StockItem; quantity: number; reason?: string };

/** POST /api/admin/products/{id}/stock/restock: `quantity` units (at least 1) added to one counted item. */
export function restockProduct({ productId, ...body }: RestockInput): Promise<ProductStockView> {
  return api.post<ProductStockView>(`${stockPath(productId)}/restock`, body);
}

export function useRestockProduct() {
  return useStockMutation(restockProduct);
}
