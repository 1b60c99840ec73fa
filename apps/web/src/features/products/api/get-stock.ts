import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockAvailabilityView } from '@shop/contracts';
import { PUBLIC_STOCK_KEY } from '@/lib/admin-product-keys';
import { api } from '@/lib/api-client';

/** Units change with every order: a list older than this is asked again when a card or the dialog next shows it. */
const STOCK_STALE_MS = 30_000;

/** GET /api/stock (public): units left of every counted item; an item it does not list is not counted (unlimited). */
export async function getStock(signal?: AbortSignal): Promise<StockAvailabilityView> {
  const view = await api.get<StockAvailabilityView | null>('/api/stock', { signal });
  if (!Array.isArray(view?.items)) throw new Error('GET /api/stock answered without items');
  return view;
}

export const stockQueryOptions = () =>
  queryOptions({ queryKey: PUBLIC_STOCK_KEY, queryFn: ({ signal }) => getStock(signal), staleTime: STOCK_STALE_MS });

/**
 * What is left, or undefined while it loads or when the call failed: the shop then says nothing about stock and lets
 * everything be added to the cart (the quote and checkout still refuse what is sold out).
 */
export function useStock(): StockAvailabilityView | undefined {
  return useQuery(stockQueryOptions()).data;
}
