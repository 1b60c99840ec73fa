/**
 * Catalogue shapes and constants the shop pages read, copied from
 * libs/contracts/src/catalog/products.ts (the web app does not import
 * @shop/contracts: it pulls class-validator). Money is dollars.
 */

/** The categories shoppers filter by (engagement.md §2, §9). */
export const SHOP_CATEGORIES = [
  'Brushes',
  'Watercolor Sets',
  'Individual Colors',
  'Soft Pastels',
  'Sidewalk Sale',
  'Vault Clearance',
  'Extenders',
] as const;

/** Hidden from the sub-filters (engagement.md §2). */
export const PALETTE_BUILDERS = 'Palette Builders';

export const SOFT_PASTELS = 'Soft Pastels';
export const SOFT_PASTELS_LABEL = 'Buy 2+ Save 50%!';
export const WATERCOLOR_SETS = 'Watercolor Sets';
/** Paints sold as half pan, full pan and grande (their cart lines form the pan shipping group). */
export const INDIVIDUAL_COLORS = 'Individual Colors';

/** Products per 'Load more' page (limit/offset). */
export const PRODUCTS_PAGE_SIZE = 12;
/** Skeleton cards while the first page loads (engagement.md §2). */
export const PRODUCT_SKELETON_COUNT = 6;
/** The dialog's extra thumbnails beside the main image (engagement.md §9). */
export const MAX_EXTRA_THUMBNAILS = 3;
/** Delay before the view scrolls to the results after a filter is chosen (engagement.md §9). */
export const FILTER_SCROLL_DELAY_MS = 150;
/** How long 'Sale Ended' stays up before the countdown disappears. */
export const SALE_ENDED_VISIBLE_MS = 4000;

export interface ProductView {
  id: string;
  name: string;
  description: string | null;
  category: string;
  subcategory: string | null;
  subcategories: string[];
  /** The half-pan (list) price. */
  price: number;
  salePrice: number | null;
  discountPercentage: number | null;
  halfPanPrice: number | null;
  fullPanPrice: number | null;
  grandePrice: number | null;
  retailPriceHalfpan: number | null;
  /** Struck-through full-pan price: stored, else 2 × price − 0.50. */
  retailPriceFullpan: number;
  /** Struck-through grande price: stored, else (2 × price − 0.50) × 2 − 1. */
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

export interface EffectivePrice {
  /** The list price before discounts (the sale price when one is set). */
  original: number;
  price: number;
  discountPercentage: number;
  source: 'site-wide' | 'sale-timer' | 'product-timer' | null;
  label: string | null;
}

export type PanSize = 'half' | 'full' | 'grande';

export interface ProductWithSales extends ProductView {
  effectivePrices: Record<PanSize, EffectivePrice>;
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

export interface CategoryHeaderView {
  category: string;
  headerImage: string | null;
  title: string;
  description: string;
  isActive: boolean;
}

/** GET /api/site-wide-sales/active. */
export interface SiteWideSale {
  title: string;
  discountPercentage: number;
  endTime: string;
}

/** GET /api/sale-timers/active (the fields the shop reads). */
export interface ActiveSaleTimer {
  id: string;
  name: string;
  discountPercentage: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
  saleType: 'all' | 'category' | 'specific';
  targetCategories: string[] | null;
  targetProductIds: string[] | null;
}
