import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutResult, PaymentProviderName, ShippingAddress } from '@shop/contracts';
import { PUBLIC_STOCK_KEY } from '@/lib/admin-product-keys';
import { api, hasErrorCode } from '@/lib/api-client';
import { retriedWrite } from '@/lib/retried-write';
import { getCart } from '@/lib/cart-store';
import type { ServerCartItem } from '../types';
import { rememberPendingCheckout } from '../utils/pending-checkout';
import type { CheckoutDestination } from '../utils/shipping-address';
import { isUnavailableLine, toServerCartItems } from '../utils/server-items';
import { CART_QUOTE_KEY } from './get-cart-quote';
import { shippingAddressQueryKey } from './get-shipping-address';

export type CheckoutInput = CheckoutDestination & {
  email: string;
  couponCode?: string;
  /** Whether to spend the shopper's store credit (the cart's 'Use store credit' box). */
  useStoreCredit?: boolean;
  /** Her choice under 'Pay with'; absent when the shop offers one provider (it then uses its default). */
  paymentProvider?: PaymentProviderName;
};

/**
 * The body of POST /api/checkout (docs/rules.md §6: cart id, shipping address, coupon code, store-credit choice; and the
 * cart's lines; and the payment provider when the shop offers more than one). The address's city and state are the
 * ones taxed, so with an address no top-level city and state are sent; without one (she gave only her city and state)
 * they are.
 */
export type CheckoutRequest = {
  /** The shopper's own cart: its id is her e-mail (the server refuses anyone else's). */
  cartId: string;
  /** The cart as this browser holds it: the server saves it as her cart and checks it out. */
  items: ServerCartItem[];
  shippingAddress?: ShippingAddress;
  city?: string;
  state?: string;
  couponCode?: string;
  useStoreCredit: boolean;
  /** One of GET /api/payments/providers; absent: the first offered. */
  paymentProvider?: PaymentProviderName;
};

/**
 * Checkout (docs/rules.md §6) is one call: POST /api/checkout with the cart's
 * lines saves them as her cart, reprices them from the catalogue, holds the
 * coupon (the use docs/product/shopper.md §7 once tracked with POST /api/coupons/apply)
 * and creates the pending order; the answer says where to pay.
 */
export async function checkout({
  email,
  couponCode,
  useStoreCredit = false,
  paymentProvider,
  ...destination
}: CheckoutInput): Promise<CheckoutResult> {
  // Lines the server no longer knows stay in the cart, shown as unavailable, but are not ordered.
  const cart = getCart().filter((item) => !isUnavailableLine(item));
  const body: CheckoutRequest = { cartId: email, items: toServerCartItems(cart), ...destination, couponCode, useStoreCredit, paymentProvider };
  const result = await postCheckout(body);
  rememberPendingCheckout(result, cart);
  return result;
}

/** POST /api/checkout under an Idempotency-Key: retrying the same checkout after no answer places it once. */
const postCheckout = retriedWrite((body: CheckoutRequest, headers) => api.post<CheckoutResult>('/api/checkout', body, { headers }));

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    // A verified session's checkout remembers the address: the next form is filled from the new one.
    onSuccess: (_result, input) => queryClient.invalidateQueries({ queryKey: shippingAddressQueryKey(input.email) }),
    // Something ran out since the cart was quoted: the quote (its lines' stock problems) and the shop's stock words are asked again.
    onError: (error) => {
      if (!hasErrorCode(error, 'SOLD_OUT')) return;
      void queryClient.invalidateQueries({ queryKey: CART_QUOTE_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_STOCK_KEY });
    },
  });
}
