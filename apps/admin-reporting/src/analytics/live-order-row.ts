import { LiveCartItem } from '@shop/contracts';

/** A row of `live_orders` as pg answers it: a paid order as the live panels show it, until it is cancelled. */
export interface LiveOrderRow {
  order_id: string;
  email: string;
  items: LiveCartItem[];
  item_count: number;
  total_cents: number;
  created_at: Date;
  paid_at: Date;
  subscription_ends_at: Date | null;
}
