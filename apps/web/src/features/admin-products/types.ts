/**
 * Catalogue shapes and constants of the admin product screens, copied from
 * libs/contracts/src/catalog/products.ts and admin.md §9 (the web app does
 * not import @shop/contracts). Money is dollars.
 */

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

export interface AdminProduct {
  id: string;
  name: string;
  description: string | null;
  category: string;
  subcategory: string | null;
  subcategories: string[];
  price: number;
  salePrice: number | null;
  discountPercentage: number | null;
  halfPanPrice: number | null;
  fullPanPrice: number | null;
  grandePrice: number | null;
  retailPriceHalfpan: number | null;
  retailPriceFullpan: number;
  retailPriceGrande: number;
  shipping: number;
  images: string[];
  paintCount: number | null;
  hasVariants: boolean;
  hasExtenders: boolean;
  reviews: string[];
  isActive: boolean;
  createdAt: string;
  saleTimerEnabled: boolean;
  saleTimerEndDate: string | null;
  saleTimerDuration: number | null;
  saleTimerMessage: string;
  colorCount: number | null;
  colors: string[];
}

export interface CategoryCount {
  category: string;
  count: number;
}

/** GET /api/products/with-pricing rows. */
export interface ProductPricingRow {
  id: string;
  name: string;
  category: string;
  isActive: boolean;
  price: number;
  salePrice: number | null;
  discountPercentage: number | null;
  retailPriceFullpan: number;
  retailPriceGrande: number;
}

/** GET /api/admin/deactivated-products rows. */
export interface DeactivatedProduct {
  id: string;
  name: string;
  category: string;
  subcategory: string | null;
  price: number;
  images: string[];
}

export interface VariantView {
  id: string;
  productId: string;
  name: string;
  description: string | null;
  price: number | null;
  sale_price: number | null;
  sortOrder: number;
  images: string[];
  isAvailable: boolean;
}

export interface CategoryView {
  name: string;
  subcategories: string[];
}

/** Answer of the two maintenance calls. */
export interface MaintenanceResult {
  message: string;
  count: number;
}
