/** admin.md §9 "Coupon discount: 1 to 100". */
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 100;
export const COUPON_CODE_MAX_LENGTH = 50;
export const COUPON_NAME_MAX_LENGTH = 200;
/** The largest fixed discount and minimum order the server accepts, in dollars. */
export const COUPON_AMOUNT_MAX = 100_000;
/** Upper-case letters, digits, - and _ (the server's rule). */
export const COUPON_CODE_SHAPE = /^[A-Z0-9_-]{1,50}$/;

export const DISCOUNT_TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off ($)' },
] as const;
