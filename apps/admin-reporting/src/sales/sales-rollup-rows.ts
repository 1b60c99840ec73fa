/**
 * What the Sales Overview reads of `sales_daily`, `sales_product_daily` and `sales_product_totals` (the rollups) or of
 * the orders themselves for the rolling 24 hours: sums and counts of bigint columns, so pg answers them as text.
 */

/** Revenue and orders of one `kinds` bit set. */
export interface KindSalesRow {
  kinds: number;
  revenue_cents: string;
  orders: string;
}

/** Revenue and orders of one day (YYYY-MM-DD). */
export interface DaySalesRow {
  day: string;
  revenue_cents: string;
  orders: string;
}

/** Quantity, revenue and orders of one product name (the all-time totals' int columns, read as they are, are numbers). */
export interface ProductSalesRow {
  name: string;
  quantity: string | number;
  revenue_cents: string;
  orders: string | number;
}
