import { LiveCartItem } from '@shop/contracts';

/** A row of `live_carts` as pg answers it: a shopper's saved cart as the live panels show it (a session's apart). */
export interface LiveCartRow {
  email: string;
  session_id: string | null;
  items: LiveCartItem[];
  item_count: number;
  total_cents: number;
  updated_at: Date;
}

/** A cart left alone, with the whole hours since it changed (a numeric: text). */
export interface AbandonedLiveCartRow extends Pick<LiveCartRow, 'email' | 'items' | 'item_count' | 'total_cents'> {
  hours_ago: string;
}
