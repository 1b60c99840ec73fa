/** admin.md §9 "Sale timer discount: 1 to 90". */
export const SALE_TIMER_DISCOUNT_MIN = 1;
export const SALE_TIMER_DISCOUNT_MAX = 90;

/** admin.md §9 "Sale timer categories: Watercolor Sets, Individual Colors, Brushes, Other": these four, in this order. */
export const SALE_TIMER_CATEGORIES = ['Watercolor Sets', 'Individual Colors', 'Brushes', 'Other'] as const;

export const SALE_TYPE_OPTIONS = [
  { value: 'all', label: 'All products (site-wide)' },
  { value: 'category', label: 'Categories' },
  { value: 'specific', label: 'Specific products' },
] as const;

export type SaleType = (typeof SALE_TYPE_OPTIONS)[number]['value'];

/** A new timer runs a week from now unless the admin says otherwise. */
export const DEFAULT_SALE_TIMER_DAYS = 7;

/** The list is refreshed this often, so Active/Inactive follows the clock. */
export const SALE_TIMER_LIST_REFRESH_MS = 30_000;
