/**
 * The shop pages' own constants and shapes. Server shapes, categories and
 * limits come from @shop/contracts; pricing rules from @shop/pricing. Money is dollars.
 */
import type { SaleTimer } from '@shop/contracts';

/** Products of this category offer their extender packs in the product dialog. */
export const WATERCOLOR_SETS = 'Watercolor Sets';

/** Products per 'Load more' page (limit/offset). */
export const PRODUCTS_PAGE_SIZE = 12;
/** The first cards of the grid (two rows on a phone) load their pictures at once; the rest when scrolled near. */
export const EAGER_PRODUCT_IMAGES = 4;
/** The grid's pictures are square: their width and height attributes reserve the space before they load. */
export const PRODUCT_CARD_IMAGE_PX = 400;
/** Skeleton cards while the first page loads (docs/product/engagement.md §2). */
export const PRODUCT_SKELETON_COUNT = 6;
/** Delay before the view scrolls to the results after a filter is chosen (docs/product/engagement.md §9). */
export const FILTER_SCROLL_DELAY_MS = 150;
/** How long 'Sale Ended' stays up before the countdown disappears. */
export const SALE_ENDED_VISIBLE_MS = 4000;

/** GET /api/sale-timers/active (the fields the shop reads). */
export type ActiveSaleTimer = Pick<
  SaleTimer,
  'id' | 'name' | 'discountPercentage' | 'startTime' | 'endTime' | 'isActive' | 'saleType' | 'targetCategories' | 'targetProductIds'
>;
