/**
 * A row of `carts` as pg answers it: a shopper's saved cart, the account's (`session_id` null) or an unverified
 * session's (docs/rules.md §4). `items` is jsonb as it was stored; `toSavedLines` reads it.
 */
export interface SavedCartRow {
  id: string;
  email: string;
  session_id: string | null;
  items: unknown;
  updated_at: Date;
}

/** A saved cart the abandonment query found, with the name of the shopper's latest named order. */
export interface AbandonedCartRow extends SavedCartRow {
  customer_name: string | null;
}
