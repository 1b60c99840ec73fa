import type { SaleTimerType } from '@shop/contracts';

export const SALE_TYPE_OPTIONS: readonly { value: SaleTimerType; label: string }[] = [
  { value: 'all', label: 'All products (site-wide)' },
  { value: 'category', label: 'Categories' },
  { value: 'specific', label: 'Specific products' },
];

/** A new timer runs a week from now unless the admin says otherwise. */
export const DEFAULT_SALE_TIMER_DAYS = 7;

/** The list is refreshed this often, so Active/Inactive follows the clock. */
export const SALE_TIMER_LIST_REFRESH_MS = 30_000;
