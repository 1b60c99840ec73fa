import type { ShopperScope } from '../engagement/sessions';

export const CartPatterns = {
  get: 'commerce.cart.get',
  save: 'commerce.cart.save',
  quote: 'commerce.cart.quote',
} as const;

export const CartEvents = {
  /**
   * A saved cart changed (saved, merged, or emptied: `items` []), priced then: the account's, or an unverified session's
   * own (docs/rules.md §4), so the back office's live carts show both.
   */
  updated: 'cart.updated',
} as const;

export interface CartUpdatedEvent {
  email: string;
  /** The unverified session whose own cart this is; null (or absent, in events written before) for the account's cart. */
  sessionId?: string | null;
  /** Priced lines, unit price in dollars; unavailable lines are left out. */
  items: { name: string; quantity: number; price: number }[];
  totalCents: number;
  updatedAt: string;
}

/** `deal`: a daily deal's line, `deal-{dealId}` (commerce/daily-deals.ts). */
export const CART_ITEM_TYPES = ['product', 'subscription', 'mystery_box', 'deal'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

/**
 * A line of a saved cart as commerce keeps it: a reference and a quantity, never a
 * price, name or image from the browser (docs/rules.md §1). The free mystery line is
 * not kept either: it is worked out again whenever the cart is priced (§3).
 */
export interface SavedCartLine {
  id: string;
  type?: CartItemType;
  quantity: number;
  duration?: number;
}

/** What a saved line that no longer resolves (its product or plan is gone) is called when shown. */
export const UNAVAILABLE_LINE_NAME = 'No longer available';

/**
 * A line of a saved cart as GET /api/cart/{email} and POST /api/cart/save answer it,
 * priced by the server now. A line that no longer resolves is `unavailable`: price 0,
 * counted nowhere, shown so the shopper can remove it.
 */
export interface CartRow {
  id: string;
  name: string;
  /** Unit price after the largest discount, dollars. */
  price: number;
  type: CartItemType;
  duration: number | null;
  image: string | null;
  quantity: number;
  /** The line's own shipping value in dollars (a product's, else 9.00; a deal's 6.99), null for a subscription or the
   * free mystery line; what the cart's shipping comes to is the quote's business (docs/rules.md §3). */
  shipping: number | null;
  isMysteryBoxFreebie?: true;
  mysteryBoxValue?: number;
  unavailable?: true;
}

export interface SaveCartAnswer {
  saved: true;
  items: CartRow[];
}

/**
 * Whose saved cart a message means (docs/rules.md §4): the gateway passes the
 * session; an unverified one has a cart of its own, a verified one the account's.
 * Without a scope (an admin) it is the account's cart.
 */
export interface CartScope {
  scope?: ShopperScope;
}

/** The shipping location: tax applies only when both a city and a 2-letter state are given (docs/rules.md §3). */
export const CITY_MAX_LENGTH = 100;
export const STATE_CODE_LENGTH = 2;
/** A state as the API takes it: two letters, or empty. */
export const STATE_CODE_SHAPE = /^([A-Za-z]{2})?$/;

export interface QuotedLine {
  id: string;
  name: string;
  type: 'product' | 'subscription' | 'mystery_box' | 'deal';
  duration: number | null;
  image: string | null;
  quantity: number;
  /** Unit price after the largest discount, dollars. */
  price: number;
  /** List price before discounts, dollars. */
  originalPrice: number;
  discount: { source: string; percentage: number; label: string } | null;
  shipping: number | null;
  lineTotal: number;
  isMysteryBoxFreebie?: boolean;
  mysteryBoxValue?: number;
  /** Units left of what the line buys, when its stock is counted (absent: not counted, unlimited). */
  stockLeft?: number;
  /** Set when the line asks for more than is left: the checkout's 409 message, shown before it. */
  stockProblem?: string;
}

export interface CartQuoteView {
  lines: QuotedLine[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxApplies: boolean;
  couponDiscount: number;
  coupon: { code: string; name: string; valid: boolean; error: string | null } | null;
  storeCredit: number;
  total: number;
  mysteryBox: {
    enabled: boolean;
    current: { id: string; title: string; rewardValue: number } | null;
    next: { id: string; title: string; threshold: number; rewardValue: number; amountLeft: number } | null;
  };
  isActiveSubscriber: boolean;
}
