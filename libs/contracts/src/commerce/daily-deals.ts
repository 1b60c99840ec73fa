/**
 * Daily deals, owned by commerce (docs/product/engagement.md "Daily deals section", §3 "Daily deal", §4, §9;
 * docs/product/back-office.md "Daily Deals Management", §2.12, §5 "Daily deal form" and "Scheduler";
 * docs/rules.md §2, §3, §7): limited stock sold at a fixed `salePrice`, reserved at checkout.
 */
export const DailyDealBroadcasts = {
  /** Deals or their stock changed outside a gateway's own write (a scheduled job): gateways drop their copy of the public list. */
  changed: 'commerce.daily-deal.changed',
} as const;

export const DailyDealPatterns = {
  listPublic: 'commerce.daily-deal.list-public',
  listAll: 'commerce.daily-deal.list-all',
  listScheduled: 'commerce.daily-deal.list-scheduled',
  listSales: 'commerce.daily-deal.list-sales',
  create: 'commerce.daily-deal.create',
  update: 'commerce.daily-deal.update',
  remove: 'commerce.daily-deal.remove',
  scheduleFromProduct: 'commerce.daily-deal.schedule-from-product',
  activate: 'commerce.daily-deal.activate',
  processScheduled: 'commerce.daily-deal.process-scheduled',
} as const;

export const DAILY_DEAL_STATUSES = ['scheduled', 'active', 'inactive'] as const;
export type DailyDealStatus = (typeof DAILY_DEAL_STATUSES)[number];

/** The scheduler's discount, whole percent (docs/product/back-office.md §5 "Scheduler", §9). */
export const DEAL_DISCOUNT_MIN = 5;
export const DEAL_DISCOUNT_MAX = 70;
export const DEAL_DISCOUNT_DEFAULT = 20;
/** A new deal offers one unit unless told otherwise (docs/product/back-office.md §9). */
export const DEAL_QUANTITY_DEFAULT = 1;
export const DEAL_QUANTITY_MAX = 100_000;
/**
 * How many units of one deal a shopper (her canonical e-mail) may hold across her orders that are not expired or
 * cancelled, unless the deal sets its own `maxPerShopper` (docs/rules.md §7).
 */
export const DEAL_MAX_PER_SHOPPER_DEFAULT = 2;
/** A deal created without an end runs this long from its start (the form leaves the end optional). */
export const DEAL_DEFAULT_LENGTH_HOURS = 24;
export const DEAL_TITLE_MAX_LENGTH = 200;
export const DEAL_DESCRIPTION_MAX_LENGTH = 5_000;
export const DEAL_PRODUCT_LINK_MAX_LENGTH = 500;
export const MAX_DEAL_IMAGES = 10;
/** Shipping of a deal line when it is the first non-pan unit (docs/rules.md §3; libs/pricing DAILY_DEAL_SHIPPING_CENTS). */
export const DAILY_DEAL_SHIPPING = 6.99;
/** Low-stock warning at this many units left or fewer (docs/product/engagement.md §9). */
export const DEAL_LOW_STOCK_AT = 3;

/**
 * A deal's cart line: `deal-{dealId}`, type `deal`. Only the id and the quantity are believed; the
 * server prices it at the deal's salePrice (docs/rules.md §2).
 */
export const DEAL_LINE_TYPE = 'deal';
export const DEAL_LINE_PREFIX = 'deal-';
const DEAL_LINE = /^deal-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const dealLineId = (dealId: string): string => `${DEAL_LINE_PREFIX}${dealId}`;

/** The deal a cart line names, or null when the line is not a deal line. */
export function dealIdOfLine(lineId: string): string | null {
  const match = DEAL_LINE.exec(lineId);
  return match ? match[1].toLowerCase() : null;
}

/** The answers to a deal that cannot be bought (docs/rules.md §5, §7: 409). */
export const DEAL_SOLD_OUT_MESSAGE = 'This deal is sold out';
export const DEAL_ENDED_MESSAGE = 'This deal has ended';
export const DEAL_NOT_ACTIVE_MESSAGE = 'This deal is not active';
export const dealTooFewLeftMessage = (left: number) => `Only ${left} of this deal ${left === 1 ? 'is' : 'are'} left`;
/** Her checkout would take her past the deal's per-shopper limit (409): the deal, its limit and what she may still take. */
export const dealShopperLimitMessage = (title: string, limit: number, canStillTake: number) =>
  `"${title}" is limited to ${limit} per shopper: you may still take ${canStillTake}`;

/** A deal as every call answers it (docs/product/engagement.md §3, docs/product/back-office.md §3), money in dollars. */
export interface DailyDealView {
  id: string;
  title: string;
  description: string | null;
  images: string[];
  originalPrice: number;
  salePrice: number;
  /** round((original − sale) / original × 100). */
  discountPercent: number;
  quantity: number;
  /** Units sold or held by pending orders (docs/rules.md §7). */
  soldCount: number;
  /** The most units one shopper may hold across her orders that are not expired or cancelled (docs/rules.md §7). */
  maxPerShopper: number;
  isActive: boolean;
  status: DailyDealStatus;
  /** The end has passed (docs/product/engagement.md §4 "shown as expired"). */
  isExpired: boolean;
  startDate: string;
  endDate: string;
  /** The back office's names for the window of a scheduled deal: the same instants. */
  scheduledStartDate: string;
  scheduledEndDate: string;
  /** Processing scheduled deals will activate it (status scheduled). */
  autoActivate: boolean;
  productId: string | null;
  productLink: string | null;
  createdAt: string;
}

/** The fields an admin writes on a deal (POST /api/admin/daily-deals), money in dollars; CreateDailyDealDto implements it. */
export interface DailyDealInput {
  title: string;
  description?: string | null;
  originalPrice: number;
  salePrice: number;
  quantity?: number;
  maxPerShopper?: number;
  startDate?: string;
  endDate?: string;
  productId?: string | null;
  productLink?: string | null;
}

/** GET /api/admin/daily-deals-sales (docs/product/back-office.md §3 "Daily deal sale"). */
export interface DailyDealSale {
  id: string;
  title: string;
  salePrice: number;
  soldCount: number;
  originalPrice: number;
  description: string | null;
  startDate: string;
  endDate: string;
}

/** POST /api/admin/daily-deals/process-scheduled. */
export interface ProcessScheduledDealsAnswer {
  activated: number;
  expired: number;
}

export interface DailyDealDeleted {
  id: string;
  deleted: true;
}

/** What travels to commerce.daily-deal.update: the fields, the new images' addresses, and which stored ones stay. */
export interface UpdateDailyDealRequest<F = unknown> {
  id: string;
  fields: F;
  images: string[];
}

/** commerce.daily-deal.update and .remove answer the deal and the addresses it no longer holds (the gateway removes the files). */
export interface DailyDealChange {
  deal: DailyDealView;
  droppedImages: string[];
}
