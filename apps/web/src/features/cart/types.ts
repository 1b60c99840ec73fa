/**
 * The server shapes the cart reads are the contracts' (libs/contracts), imported as
 * types only: erased at build, so class-validator never reaches the bundle. What the
 * browser sends is its own. Money is dollars with at most two decimals.
 */
import type { CartQuoteView } from '@shop/contracts';

/**
 * POST /api/cart/quote: the server's breakdown of the cart (CartQuote) and its lines;
 * POST /api/coupons/validate (shopper-core.md §3 "Coupon validation result");
 * POST /api/checkout: the pending order and where to pay for it.
 */
export type { CartQuoteView as CartQuote, CheckoutResult, CouponValidation, QuotedLine } from '@shop/contracts';

export type MysteryBoxProgress = CartQuoteView['mysteryBox'];

export const CART_ITEM_TYPES = ['product', 'subscription', 'mystery_box'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/**
 * A cart line as the browser sends it to POST /api/cart/save and /api/cart/quote (unknown
 * fields answer 400). Deliberately narrower than the contract's CartItemDto, a validation
 * class: these are the only fields the web app sends.
 */
export type ServerCartItem = {
  id: string;
  name?: string;
  price?: number;
  type?: CartItemType;
  duration?: number;
  image?: string;
  quantity: number;
  shipping?: number;
};

export type QuoteRequest = {
  items: ServerCartItem[];
  city?: string;
  state?: string;
  couponCode?: string;
};

/** A coupon the shopper applied in the cart. */
export type AppliedCoupon = { code: string; name: string };
