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

/** One line of an abandoned cart (docs/product/back-office.md §3), priced by the server when the catalogue still has it. */
export interface AbandonedCartItem {
  id: string;
  name: string;
  image: string | null;
  type: string;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  duration: number | null;
}

/** docs/product/back-office.md §3 "Abandoned cart record". */
export interface AbandonedCart {
  email: string;
  /** From the shopper's latest order that carries a name; null when the shop knows none. */
  firstName: string | null;
  lastName: string | null;
  /** ISO instant of the cart's last change. */
  cartUpdatedAt: string;
  /** The cart's subtotal in dollars, as the server prices it now. */
  totalValue: number;
  cartItems: AbandonedCartItem[];
  /** Set when the total could not be priced from the catalogue (an item left it): says how it was counted instead. */
  priceNote: string | null;
}

export interface CartOfferResult {
  sent: true;
  couponCode: string;
  /** ISO instant the coupon stops working. */
  expiresAt: string;
}
