/**
 * The few server shapes the cart needs, copied from docs/api.md ("Cart, checkout
 * and orders", "Coupons and mystery boxes"); the web app never imports @shop/contracts.
 * Money is dollars with at most two decimals.
 */

export const CART_ITEM_TYPES = ['product', 'subscription', 'mystery_box'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/** A cart line as POST /api/cart/save and /api/cart/quote accept it (unknown fields answer 400). */
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

export type QuotedLine = {
  id: string;
  name: string;
  type: CartItemType;
  duration: number | null;
  image: string | null;
  quantity: number;
  /** Unit price after the largest discount. */
  price: number;
  /** List price before discounts. */
  originalPrice: number;
  discount: { source: string; percentage: number; label: string } | null;
  shipping: number | null;
  lineTotal: number;
  isMysteryBoxFreebie?: boolean;
  mysteryBoxValue?: number;
};

export type MysteryBoxProgress = {
  enabled: boolean;
  current: { id: string; title: string; rewardValue: number } | null;
  next: { id: string; title: string; threshold: number; rewardValue: number; amountLeft: number } | null;
};

/** POST /api/cart/quote: the server's breakdown of the cart. */
export type CartQuote = {
  lines: QuotedLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxApplies: boolean;
  couponDiscount: number;
  coupon: { code: string; name: string; valid: boolean; error: string | null } | null;
  storeCredit: number;
  total: number;
  mysteryBox: MysteryBoxProgress;
  isActiveSubscriber: boolean;
};

export type QuoteRequest = {
  items: ServerCartItem[];
  city?: string;
  state?: string;
  couponCode?: string;
};

/** POST /api/coupons/validate (shopper-core.md §3 "Coupon validation result"). */
export type CouponValidation = {
  valid: boolean;
  error: string | null;
  coupon: { name: string; code: string; discountPercentage: number | null } | null;
  savings: number;
  discountAmount: number;
};

/** A coupon the shopper applied in the cart. */
export type AppliedCoupon = { code: string; name: string };

/** POST /api/checkout: the pending order and where to pay for it. */
export type CheckoutResult = {
  orderId: string;
  orderNumber: number;
  status: 'pending';
  total: number;
  paymentUrl: string;
  expiresAt: string;
};
