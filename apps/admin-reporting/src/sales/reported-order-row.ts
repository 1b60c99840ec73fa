/** A row of `reported_orders` as pg answers it: the reporting copy of a commerce order (bigint columns arrive as text). */
export interface ReportedOrderRow {
  id: string;
  order_number: string | null;
  email: string;
  customer_name: string | null;
  status: string;
  source: string | null;
  total_cents: string;
  /** What the owner's refunds of it gave back (set when it is first counted paid, moved by each refund while it counts): its revenue is total_cents less this. */
  refunded_cents: string;
  item_count: number;
  /** The sale kinds it counts as, a bit set (sale-kinds.ts). */
  kinds: number;
  created_at: Date;
  paid_at: Date | null;
  expired_at: Date | null;
  cancelled_at: Date | null;
  shipping_street: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
}

/** A paid order as the recent-sales list shows it (only paid orders are listed). */
export interface RecentSaleRow extends Pick<
  ReportedOrderRow,
  'id' | 'order_number' | 'email' | 'customer_name' | 'total_cents' | 'kinds' | 'item_count'
> {
  paid_at: Date;
}

/** A shopper's orders summed up: every order placed, and the paid ones' cents (a bigint sum: text). */
export interface CustomerTotalsRow {
  email: string;
  orders: number;
  paid_cents: string;
  entries: number;
}

/** A shopper's last shipping address and her latest paid subscription line (its plan, paid date and months). */
export interface ShippingAndSubscriptionRow {
  email: string;
  street: string | null;
  city: string | null;
  state: string | null;
  plan: string | null;
  started: Date | null;
  months: number | null;
}
