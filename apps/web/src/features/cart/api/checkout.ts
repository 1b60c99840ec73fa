import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCart } from '@/lib/cart-store';
import type { CheckoutResult } from '../types';
import { rememberPendingCheckout } from '../utils/pending-checkout';
import { trackCouponUsage } from './apply-coupon';
import { saveServerCart } from './save-cart';

export type CheckoutInput = {
  email: string;
  city: string;
  state: string;
  couponCode?: string;
  /** Whether to spend the shopper's store credit; the cart has no control for it yet. */
  useStoreCredit?: boolean;
};

/** The body of POST /api/checkout (decisions.md §6: cart id, city, state, coupon code, store-credit choice). */
export type CheckoutRequest = {
  /** The shopper's own cart: its id is her e-mail (the server refuses anyone else's). */
  cartId: string;
  city: string;
  state: string;
  couponCode?: string;
  useStoreCredit: boolean;
};

/**
 * Checkout (decisions.md §6): the cart is saved to the server first (the
 * server checks out the saved cart, repriced from the catalogue), then
 * POST /api/checkout creates the pending order and answers where to pay.
 * A checkout with a coupon then calls POST /api/coupons/apply (shopper-core.md
 * §7, "to track usage"), whose failure is only logged.
 */
export async function checkout({ email, city, state, couponCode, useStoreCredit = false }: CheckoutInput): Promise<CheckoutResult> {
  await saveServerCart(email, getCart());
  const body: CheckoutRequest = { cartId: email, city, state, couponCode, useStoreCredit };
  const result = await api.post<CheckoutResult>('/api/checkout', body);
  rememberPendingCheckout(result);
  if (couponCode) trackCouponUsage(couponCode);
  return result;
}

export function useCheckout() {
  return useMutation({ mutationFn: checkout });
}
