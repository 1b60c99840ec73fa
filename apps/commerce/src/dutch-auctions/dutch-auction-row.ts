import type { DutchAuctionView } from '@shop/contracts';
import { GravitySchedule, gravityPriceAt, toDollars } from '@shop/pricing';

/** A row of `dutch_auctions` as pg answers it. */
export interface AuctionRow {
  id: string;
  title: string;
  description: string | null;
  images: string[];
  is_active: boolean;
  start_price_cents: number;
  end_price_cents: number;
  original_retail_price_cents: number;
  price_drop_cents: number;
  price_drop_interval_seconds: number;
  quantity: number;
  sold_count: number;
  started_at: Date;
  created_at: Date;
  /** The database's clock when the row was read: the one clock every price is computed from. */
  read_at: Date;
}

export const scheduleOf = (row: AuctionRow): GravitySchedule => ({
  startCents: row.start_price_cents,
  endCents: row.end_price_cents,
  dropCents: row.price_drop_cents,
  intervalSeconds: row.price_drop_interval_seconds,
  startedAt: row.started_at,
});

/** The auction with its price as of `read_at` (docs/rules.md §7: from the clock, not stored). */
export function toAuctionView(row: AuctionRow): DutchAuctionView {
  const price = gravityPriceAt(scheduleOf(row), row.read_at);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    isActive: row.is_active,
    startPrice: toDollars(row.start_price_cents),
    currentPrice: toDollars(price.currentCents),
    endPrice: toDollars(row.end_price_cents),
    originalRetailPrice: toDollars(row.original_retail_price_cents),
    priceDropAmount: toDollars(row.price_drop_cents),
    priceDropInterval: row.price_drop_interval_seconds,
    lastPriceDropTime: price.lastDropAt.toISOString(),
    priceHistory: price.historyCents.map((cents) => ({ price: toDollars(cents) })),
    nextDropAt: price.nextDropAt?.toISOString() ?? null,
    floorReached: price.floorReached,
    quantity: row.quantity,
    soldCount: row.sold_count,
    startedAt: new Date(row.started_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
