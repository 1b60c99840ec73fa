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
