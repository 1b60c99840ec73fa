import type { StockItem, StockMovementKind } from '@shop/contracts';

/** A row of `stock_levels`: the units on hand of one counted item of a product. */
export interface StockLevelRow {
  product_id: string;
  item: StockItem;
  level: number;
  threshold: number | null;
  updated_at: Date;
}

/** A row of `stock_movements`: one movement of the ledger and the item's level after it. */
export interface StockMovementRow {
  id: string;
  product_id: string;
  item: StockItem;
  kind: StockMovementKind;
  delta: number;
  level: number;
  order_id: string | null;
  actor: string;
  reason: string;
  created_at: Date;
}

/** A level with the low-stock threshold that applies to it (its own, else the shop's). */
export type StockLevelWithThreshold = Pick<StockLevelRow, 'product_id' | 'item' | 'level'> & { threshold: number };

/** What the checkout's reservation answers: an item short of units, or one it took across its threshold. */
export type StockReservationRow = StockLevelWithThreshold & { short: boolean };

/** What an order still holds of an item: minus the sum of its movements, and whether it paid for them. */
export interface StockHeldRow {
  product_id: string;
  item: StockItem;
  quantity: number;
  sold: boolean;
}

/** A shopper waiting to be told that an item is back (a row of `stock_back_requests`). */
export interface StockBackRequestRow {
  id: string;
  email: string;
  product_id: string;
  item: StockItem;
  created_at: Date;
  notified_at: Date | null;
}
