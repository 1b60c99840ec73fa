import type { ProductStockView, StockItem } from '@shop/contracts';
import { stockPath, useStockMutation } from '@/lib/admin-stock';
import { api } from '@/lib/api-client';

/** One counted item as the owner sets it; a null threshold is the shop's default. */
export type StockLevelInput = { item: StockItem; level: number; threshold: number | null };

/** The body of PUT /api/admin/products/{id}/stock: the items left out are no longer counted; `tracked: false` counts none. */
export type SetProductStockBody = { tracked: boolean; items?: StockLevelInput[]; reason?: string };

/** PUT /api/admin/products/{id}/stock: 400 with a message naming the field for a level the server refuses. */
export function setProductStock({ productId, body }: { productId: string; body: SetProductStockBody }): Promise<ProductStockView> {
  return api.put<ProductStockView>(stockPath(productId), body);
}

export function useSetProductStock() {
  return useStockMutation(setProductStock);
}
