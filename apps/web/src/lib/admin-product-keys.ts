import type { QueryClient } from '@tanstack/react-query';

/**
 * Admin product queries live under ['admin', 'products'] (an admin 401 then
 * shows the sign-in again). The shop's public product queries live under
 * ['products'] (features/products); admin writes refresh both.
 */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  lists: ['admin', 'products', 'list'] as const,
  counts: ['admin', 'products', 'counts'] as const,
  pricing: (category: string) => ['admin', 'products', 'pricing', category] as const,
  deactivated: ['admin', 'products', 'deactivated'] as const,
  variants: (productId: string) => ['admin', 'products', 'variants', productId] as const,
  stock: (productId: string) => ['admin', 'products', 'stock', productId] as const,
  stockMovements: (productId: string) => ['admin', 'products', 'stock-movements', productId] as const,
  /** The dashboard's Low stock panel: every stock write, and every catalogue write (a name, a deactivation), reads it again. */
  lowStock: ['admin', 'products', 'low-stock'] as const,
};

export const PUBLIC_PRODUCTS_KEY = ['products'] as const;
/** GET /api/stock, what shoppers see left: under ['products'], so catalogue writes refresh it too; stock writes refresh it alone. */
export const PUBLIC_STOCK_KEY = [...PUBLIC_PRODUCTS_KEY, 'stock'] as const;

/** After a catalogue write: every admin product list and the shop's product lists fetch again. */
export function invalidateProductQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_PRODUCTS_KEY }),
  ]);
}
