export const SaleTimerPatterns = {
  list: 'catalog.sale-timer.list',
  create: 'catalog.sale-timer.create',
  update: 'catalog.sale-timer.update',
  delete: 'catalog.sale-timer.delete',
  listActive: 'catalog.sale-timer.list-active',
} as const;

export const SiteWideSalePatterns = {
  getActive: 'catalog.site-wide-sale.get-active',
} as const;

export const SaleTimerEvents = {
  created: 'sale-timer.created',
  updated: 'sale-timer.updated',
  deleted: 'sale-timer.deleted',
} as const;

/** Fire-and-forget to every catalog instance: drop the cached active timers. */
export const SaleTimerBroadcasts = {
  changed: 'sale-timers.changed',
} as const;

/** docs/product/back-office.md §9 "Sale timer discount: 1 to 90". */
export const SALE_TIMER_DISCOUNT_MIN = 1;
export const SALE_TIMER_DISCOUNT_MAX = 90;

export const SALE_TIMER_NAME_MAX_LENGTH = 200;
export const SALE_TIMER_DESCRIPTION_MAX_LENGTH = 2000;
export const SALE_TIMER_MAX_TARGETS = 500;

export const SALE_TIMER_TYPES = ['all', 'category', 'specific'] as const;
export type SaleTimerType = (typeof SALE_TIMER_TYPES)[number];

/** docs/product/back-office.md §9 "Sale timer categories": the four the admin form offers, in this order. */
export const SALE_TIMER_FORM_CATEGORIES = ['Watercolor Sets', 'Individual Colors', 'Brushes', 'Other'] as const;
/** What a timer may target: the form's four and the shop's own categories (docs/product/engagement.md §9), every category a product can have. */
export const SALE_TIMER_CATEGORIES = [...SALE_TIMER_FORM_CATEGORIES, 'Soft Pastels', 'Sidewalk Sale', 'Vault Clearance', 'Extenders'] as const;
export type SaleTimerCategory = (typeof SALE_TIMER_CATEGORIES)[number];

/** The categories a timer may target, as messages list them. */
export const SALE_TIMER_CATEGORY_LIST = SALE_TIMER_CATEGORIES.join(', ');
/** A sale timer as every call answers it. */
export interface SaleTimer {
  id: string;
  name: string;
  description: string | null;
  discountPercentage: number;
  startTime: string;
  endTime: string;
  saleType: SaleTimerType;
  targetCategories: string[] | null;
  targetProductIds: string[] | null;
  isActive: boolean;
  /** isActive and startTime ≤ now ≤ endTime, at the moment of the answer. */
  isCurrentlyActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/site-wide-sales/active: the active `all` timer with the largest discount, or null. */
export interface SiteWideSale {
  title: string;
  discountPercentage: number;
  endTime: string;
}

export interface SaleTimerDeleted {
  id: string;
  deleted: true;
}

/** The fields a stored timer must hold together. */
export interface SaleTimerState {
  startTime: Date;
  endTime: Date;
  saleType: SaleTimerType;
  targetCategories: readonly string[] | null;
  targetProductIds: readonly string[] | null;
}

// The rules across its fields (the end after the start, the targets of the sale type): rules/sale-timer-rules.ts.

/**
 * Reads an API date-time. ISO 8601 without an offset ("2025-11-28T09:00",
 * what a datetime-local field gives) is read as UTC, so the answer never
 * depends on the server's time zone.
 */
export function parseSaleTimerInstant(value: string): Date {
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`);
}
