import { useMemo } from 'react';
import type { CartItem } from '@/lib/cart-store';
import type { QuoteRequest } from '../types';
import { toServerCartItems } from '../utils/server-items';

/** The quote request for the cart as it is now; the same object while nothing in it changed. */
export function useQuoteRequest(
  items: CartItem[],
  city: string,
  state: string,
  couponCode: string | undefined,
  useStoreCredit: boolean,
): QuoteRequest {
  return useMemo(
    () => ({
      items: toServerCartItems(items),
      city: city.trim() || undefined,
      state: /^[A-Z]{2}$/.test(state) ? state : undefined,
      couponCode,
      ...(useStoreCredit ? { useStoreCredit: true as const } : {}),
    }),
    [items, city, state, couponCode, useStoreCredit],
  );
}
