/**
 * Abandoned carts (docs/product/back-office.md §2.3 "Abandoned Carts", §3 "Abandoned cart
 * record", §7, §9): saved carts with items, left alone for an hour or more,
 * whose shopper has not ordered since; and the recovery offer an admin sends.
 */
export const AbandonedCartPatterns = {
  list: 'commerce.abandoned-cart.list',
  sendOffer: 'commerce.abandoned-cart.send-offer',
} as const;

export const AbandonedCartEvents = {
  /** A recovery e-mail went out: `{email, couponId, couponCode, discountPercentage, expiresAt, cartUpdatedAt}`. */
  offerSent: 'cart-offer.sent',
} as const;

/** docs/product/back-office.md §9: the time windows of the panel, in hours; 24 is the default. */
export const ABANDONED_CART_WINDOWS = [1, 6, 24, 48, 72, 168] as const;
export type AbandonedCartWindow = (typeof ABANDONED_CART_WINDOWS)[number];
export const DEFAULT_ABANDONED_CART_WINDOW: AbandonedCartWindow = 24;
/** docs/product/back-office.md §9: a cart is abandoned after an hour without a change. */
export const ABANDONED_AFTER_HOURS = 1;

/** The recovery coupon: 5–50 % off (10 by default), single use, valid for 7 days. */
export const CART_OFFER_PERCENT_MIN = 5;
export const CART_OFFER_PERCENT_MAX = 50;
export const CART_OFFER_DEFAULT_PERCENT = 10;
export const CART_OFFER_VALID_DAYS = 7;
/** Recovery coupon codes: this prefix and 6 random characters. */
export const CART_OFFER_CODE_PREFIX = 'COMEBACK-';

/** One line of an abandoned cart (docs/product/back-office.md §3), priced by the server now. */
export interface AbandonedCartItem {
  id: string;
  name: string;
  image: string | null;
  type: string;
  quantity: number;
  /** Unit price in dollars; 0 for an unavailable line. */
  price: number;
  duration: number | null;
  /** The line no longer resolves (its product or plan is gone): named as such, counted 0. */
  unavailable?: true;
}

/** docs/product/back-office.md §3 "Abandoned cart record". */
export interface AbandonedCart {
  /** The saved cart's own id: an e-mail can have two carts (her account's, and one an unverified session saved). */
  cartId: string;
  email: string;
  /** True for a cart an unverified session saved, kept apart from the account's until it is verified (docs/rules.md §4). */
  sessionCart: boolean;
  /** From the shopper's latest order that carries a name; null when the shop knows none. */
  firstName: string | null;
  lastName: string | null;
  /** ISO instant of the cart's last change. */
  cartUpdatedAt: string;
  /** The cart's subtotal in dollars, as the server prices it now; unavailable lines count 0. */
  totalValue: number;
  cartItems: AbandonedCartItem[];
  /** Set when some lines are unavailable (or the cart could not be priced just now): says how the total was counted. */
  priceNote: string | null;
}

export interface CartOfferResult {
  sent: true;
  couponCode: string;
  /** ISO instant the coupon stops working. */
  expiresAt: string;
}
