export const CartPatterns = {
  get: 'commerce.cart.get',
  save: 'commerce.cart.save',
  quote: 'commerce.cart.quote',
} as const;

export const CART_ITEM_TYPES = ['product', 'subscription', 'mystery_box'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

/** The shipping location: tax applies only when both a city and a 2-letter state are given (docs/rules.md §3). */
export const CITY_MAX_LENGTH = 100;
export const STATE_CODE_LENGTH = 2;
/** A state as the API takes it: two letters, or empty. */
export const STATE_CODE_SHAPE = /^([A-Za-z]{2})?$/;

export interface QuotedLine {
  id: string;
  name: string;
  type: 'product' | 'subscription' | 'mystery_box';
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
