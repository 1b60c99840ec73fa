/** The cart's own timings (docs/product/shopper.md §9, docs/api.md); limits come from @shop/contracts. */

/** The quote is asked for this long after the last change (quantity, location, coupon). */
export const QUOTE_DEBOUNCE_MS = 300;
/** Cart changes are saved to the server this long after the last one (a burst of clicks is one save). */
export const CART_SYNC_DEBOUNCE_MS = 300;
