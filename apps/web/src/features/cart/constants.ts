/** Cart constants (shopper-core.md §9, docs/api.md). */

/** The quote is asked for this long after the last change (quantity, location, coupon). */
export const QUOTE_DEBOUNCE_MS = 300;
/** Cart changes are saved to the server this long after the last one (a burst of clicks is one save). */
export const CART_SYNC_DEBOUNCE_MS = 300;
/** The server keeps at most 100 lines per cart. */
export const MAX_CART_LINES = 100;
/** Subscribers (or carts holding a subscription) pay this per subscription unit; everything else ships free. */
export const SUBSCRIPTION_SHIPPING = 3.99;
/** The server refuses longer values. */
export const CITY_MAX_LENGTH = 100;
export const STATE_LENGTH = 2;
export const COUPON_CODE_MAX_LENGTH = 50;
/** Pending orders are held this long (decisions.md §6). */
export const PENDING_ORDER_HOURS = 48;
