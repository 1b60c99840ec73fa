import type { PaymentProviderName } from '@shop/contracts';

/** The cart's own timings and words (docs/product/shopper.md §9, docs/api.md); limits come from @shop/contracts. */

/** The quote is asked for this long after the last change (quantity, location, coupon). */
export const QUOTE_DEBOUNCE_MS = 300;
/** Cart changes are saved to the server this long after the last one (a burst of clicks is one save). */
export const CART_SYNC_DEBOUNCE_MS = 300;

/** /success asks again this often while the order it came back for is still pending … */
export const CONFIRM_POLL_MS = 2000;
/** … this many times after the first question (about 30 s in all), then says the payment is not completed yet. */
export const CONFIRM_POLL_LIMIT = 15;

/** The 'Pay with' choice's name for each payment provider. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  paypal: 'PayPal',
  stripe: 'Card (Stripe)',
  transfer: 'Bank transfer',
};
