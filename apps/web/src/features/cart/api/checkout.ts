import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCart } from '@/lib/cart-store';
import type { CheckoutResult } from '../types';
import { rememberPendingCheckout } from '../utils/pending-checkout';
import { saveServerCart } from './save-cart';

export type CheckoutInput = { email: string; city: string; state: string; couponCode?: string };

/**
 * Checkout (decisions.md §6): the cart is saved to the server first (the
 * server checks out the saved cart, repriced from the catalogue), then
 * POST /api/checkout creates the pending order and answers where to pay.
 */
export async function checkout({ email, city, state, couponCode }: CheckoutInput): Promise<CheckoutResult> {
  await saveServerCart(email, getCart());
  const result = await api.post<CheckoutResult>('/api/checkout', { city, state, couponCode });
  rememberPendingCheckout(result);
  return result;
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
