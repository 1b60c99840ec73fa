/**
 * The admin product screens' own constants and shapes (docs/product/back-office.md §9). Server
 * shapes, categories and limits come from @shop/contracts. Money is dollars.
 */
import { PRODUCT_SORTS, SALE_TIMER_DURATIONS_HOURS, type ProductSort, type ProductView, type StockMovementKind } from '@shop/contracts';

/** The Sale Pricing panel's category filter (docs/product/back-office.md §9 "Bulk filter categories"). */
export const BULK_SALE_CATEGORIES = ['Watercolor Sets', 'Individual Colors', 'Brushes', 'Sets', 'Watercolors', 'Soft Pastels'] as const;

export const BULK_DISCOUNT_DEFAULT = 20;

const SALE_TIMER_DURATION_LABELS: Record<(typeof SALE_TIMER_DURATIONS_HOURS)[number], string> = {
  24: '24 hours',
  48: '48 hours',
  168: '1 week',
  720: '1 month',
};
export const SALE_TIMER_DURATION_OPTIONS = SALE_TIMER_DURATIONS_HOURS.map((hours) => ({ hours, label: SALE_TIMER_DURATION_LABELS[hours] }));

export const DEFAULT_ADMIN_PAGE_SIZE = 10;
/** Pagination shows up to 5 page buttons (docs/product/back-office.md §9). */
export const MAX_PAGE_BUTTONS = 5;

const PRODUCT_SORT_LABELS: Record<ProductSort, string> = { name: 'Name', category: 'Category', price: 'Price', createdAt: 'Created' };
export const PRODUCT_SORT_OPTIONS = PRODUCT_SORTS.map((value) => ({ value, label: PRODUCT_SORT_LABELS[value] }));

/** GET /api/admin/deactivated-products rows: these fields of each inactive product. */
export type DeactivatedProduct = Pick<ProductView, 'id' | 'name' | 'category' | 'subcategory' | 'price' | 'images'>;

/** The stock section's Movements list shows this many of the newest ledger rows. */
export const STOCK_MOVEMENTS_SHOWN = 50;

/** What each kind of stock movement is called in the Movements list. */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  restock: 'Restock',
  correction: 'Correction',
  reservation: 'Reserved by an order',
  release: 'Released',
  sale: 'Sold',
  return: 'Returned',
};
