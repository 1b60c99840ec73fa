import type { CheckoutResult } from './orders';

/**
 * Gravity (Dutch) auctions, owned by commerce (docs/product/engagement.md §3 "Gravity (Dutch) auction", §4;
 * docs/rules.md §7): the price falls from the clock, a purchase locks it for one unit.
 */
export const DutchAuctionPatterns = {
  listActive: 'commerce.dutch-auction.list-active',
  listAll: 'commerce.dutch-auction.list-all',
  create: 'commerce.dutch-auction.create',
  update: 'commerce.dutch-auction.update',
  remove: 'commerce.dutch-auction.remove',
  setActive: 'commerce.dutch-auction.set-active',
  purchase: 'commerce.dutch-auction.purchase',
} as const;

export const DUTCH_AUCTION_TITLE_MAX_LENGTH = 200;
export const DUTCH_AUCTION_DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_DUTCH_AUCTION_IMAGES = 10;
export const DUTCH_AUCTION_QUANTITY_MAX = 10_000;
/** The longest drop interval: 30 days, in seconds. */
export const DUTCH_AUCTION_INTERVAL_MAX_SECONDS = 30 * 24 * 60 * 60;
export const DUTCH_AUCTION_SOLD_OUT = 'This item is sold out';
export const DUTCH_AUCTION_NOT_ACTIVE = 'This auction is not active';
/** An auction purchase's order line: `auction-{auctionId}`, type `auction`, one unit. */
export const AUCTION_LINE_TYPE = 'auction';

/** An auction as every call answers it; money in dollars, times ISO 8601. */
export interface DutchAuctionView {
  id: string;
  title: string;
  description: string | null;
  images: string[];
  isActive: boolean;
  startPrice: number;
  /** From the clock at the time of asking (docs/rules.md §7). */
  currentPrice: number;
  endPrice: number;
  originalRetailPrice: number;
  priceDropAmount: number;
  /** Seconds. */
  priceDropInterval: number;
  /** When the current price took effect (the start, before the first drop). */
  lastPriceDropTime: string;
  /** The prices so far, oldest first, ending with the current one (the latest 50 at most). */
  priceHistory: { price: number }[];
  /** When the price drops next; null once the floor is reached. Our addition, for the countdown. */
  nextDropAt: string | null;
  floorReached: boolean;
  quantity: number;
  soldCount: number;
  /** The clock's origin: set when the auction is created active or activated. */
  startedAt: string;
  createdAt: string;
}

/** POST /api/dutch-auctions/{id}/purchase: the price locked for one unit, and the pending order that holds it. */
export interface DutchAuctionPurchase {
  auction: DutchAuctionView;
  finalPrice: number;
  /** originalRetailPrice − finalPrice. */
  savings: number;
  order: CheckoutResult;
}

export interface DutchAuctionDeleted {
  id: string;
  deleted: true;
}
