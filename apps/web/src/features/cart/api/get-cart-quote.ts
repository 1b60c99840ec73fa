import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartQuoteView } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { QuoteRequest } from '../types';

/** POST /api/cart/quote: the server prices the cart (the browser's prices are display only). */
export function getCartQuote(request: QuoteRequest, signal?: AbortSignal): Promise<CartQuoteView> {
  return api.post<CartQuoteView>('/api/cart/quote', request, { signal });
}

/** Every quote's key starts so: a checkout refused for stock asks them again. */
export const CART_QUOTE_KEY = ['cart', 'quote'] as const;

export const cartQuoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: [...CART_QUOTE_KEY, request],
    queryFn: ({ signal }) => getCartQuote(request, signal),
    // Prices and sales change on the server: a quote is asked again whenever the cart is shown.
    staleTime: 0,
    gcTime: 60_000,
    // The previous breakdown stays on screen while the next one is on its way.
    placeholderData: keepPreviousData,
  });

/** The quote for a (debounced) request; null while the cart is empty. */
export function useCartQuote(request: QuoteRequest | null) {
  return useQuery({
    ...cartQuoteQueryOptions(request ?? { items: [] }),
    enabled: request !== null && request.items.length > 0,
  });
}
