/**
 * Catalogue shapes and constants of the admin product screens. The shapes are the
 * server's (libs/contracts), imported as types only (erased at build: class-validator
 * never reaches the bundle); the constants are the web app's own, after admin.md §9.
 * Money is dollars.
 */
import type { ProductView } from '@shop/contracts';

export type { CategoryCount, CategoryView, ProductPricingRow, VariantView } from '@shop/contracts';

/** The add-product form's categories (admin.md §9). */
export const PRODUCT_FORM_CATEGORIES = [
  'Brushes',
  'Watercolor Sets',
  'Watercolors',
  'Individual Colors',
  'Soft Pastels',
  'Handmade',
  'Sidewalk Sale',
  'Other',
] as const;

/** Every category a product may carry: the shop's, the form's, and 'Uncategorized' for a missing one. */
export const ALL_PRODUCT_CATEGORIES = [
  ...new Set([
    'Brushes',
    'Watercolor Sets',
    'Individual Colors',
    'Soft Pastels',
    'Sidewalk Sale',
    'Vault Clearance',
    'Extenders',
    ...PRODUCT_FORM_CATEGORIES,
    'Uncategorized',
  ]),
];

/** The Sale Pricing panel's category filter (admin.md §9 "Bulk filter categories"). */
export const BULK_SALE_CATEGORIES = [
  'Watercolor Sets',
  'Individual Colors',
  'Brushes',
  'Sets',
  'Watercolors',
  'Soft Pastels',
] as const;

export const BULK_DISCOUNT_MIN = 1;
export const BULK_DISCOUNT_MAX = 50;
export const BULK_DISCOUNT_DEFAULT = 20;

export const SALE_TIMER_DURATIONS = [
  { hours: 24, label: '24 hours' },
  { hours: 48, label: '48 hours' },
  { hours: 168, label: '1 week' },
  { hours: 720, label: '1 month' },
] as const;
export const DEFAULT_SALE_TIMER_HOURS = 168;
export const DEFAULT_SALE_TIMER_MESSAGE = 'Limited Time Sale!';
export const SALE_TIMER_DISCOUNT_MIN = 1;
export const SALE_TIMER_DISCOUNT_MAX = 90;

export const MAX_PRODUCT_IMAGES = 3;
export const MAX_VARIANT_IMAGES = 5;
/** Admin lists show the first 3 images, then '+N' (admin.md §9). */
export const LIST_IMAGE_PREVIEWS = 3;

export const ADMIN_PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 10;
/** Pagination shows up to 5 page buttons (admin.md §9). */
export const MAX_PAGE_BUTTONS = 5;

export const PRODUCT_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
  { value: 'price', label: 'Price' },
  { value: 'createdAt', label: 'Created' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];
export type SortOrder = 'asc' | 'desc';

/** A product as the admin calls answer it: the same view shoppers get, inactive products included. */
export type AdminProduct = ProductView;

/** GET /api/admin/deactivated-products rows: these fields of each inactive product. */
export type DeactivatedProduct = Pick<ProductView, 'id' | 'name' | 'category' | 'subcategory' | 'price' | 'images'>;

/** Answer of the two maintenance calls. */
export interface MaintenanceResult {
  message: string;
  count: number;
}
