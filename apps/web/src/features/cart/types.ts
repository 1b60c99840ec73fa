/**
 * What the cart sends, and the shapes only the browser keeps. The server's
 * answers are the contracts' (CartQuoteView, CouponValidation, CheckoutResult).
 * Money is dollars with at most two decimals.
 */
import type { CartItemType, CartQuoteView } from '@shop/contracts';

export type MysteryBoxProgress = CartQuoteView['mysteryBox'];

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
  /** Sent only when true: the quote then shows the store credit the checkout would use. */
  useStoreCredit?: true;
};

/** A coupon the shopper applied in the cart. */
export type AppliedCoupon = { code: string; name: string };
