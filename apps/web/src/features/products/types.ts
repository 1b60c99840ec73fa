/**
 * Catalogue shapes and constants the shop pages read. The shapes are the server's
 * (libs/contracts), imported as types only: `import type` is erased at build, so
 * the contracts' class-validator never reaches the bundle. The constants are the
 * web app's own copies (a value import would pull the contracts in). Money is dollars.
 */
import type { SaleTimer } from '@shop/contracts';

export type {
  CategoryHeaderView,
  CategoryView,
  EffectivePrice,
  PanSize,
  ProductView,
  ProductWithSales,
  SiteWideSale,
  VariantView,
} from '@shop/contracts';

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

/** GET /api/sale-timers/active (the fields the shop reads). */
export type ActiveSaleTimer = Pick<
  SaleTimer,
  'id' | 'name' | 'discountPercentage' | 'startTime' | 'endTime' | 'isActive' | 'saleType' | 'targetCategories' | 'targetProductIds'
>;
