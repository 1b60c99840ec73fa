import { StoreCreditSource, StoreCreditTransactionView } from '@shop/contracts';

/** A row of `store_credit_grants` as pg answers it: store credit given to a shopper, spent down to 0 (docs/rules.md §8). */
export interface StoreCreditGrantRow {
  id: string;
  email: string;
  source: StoreCreditSource;
  /** Unique among unexpired grants: the same referral, import row or admin grant counts once. */
  source_ref: string;
  amount_cents: number;
  remaining_cents: number;
  items_only: boolean;
  expires_at: Date | null;
  created_at: Date;
  expired_at: Date | null;
  expired_cents: number;
  revoked_at: Date | null;
  revoked_cents: number;
}

/** A grant as the checkout spends it. */
export type SpendableGrantRow = Pick<StoreCreditGrantRow, 'id' | 'remaining_cents' | 'items_only' | 'expires_at'>;

/** A shopper's grants summed up (each sum cast to int). */
export interface StoreCreditBalanceRow {
  available: number;
  items_only: number;
  total: number;
  next_expiry: Date | null;
}

/** The paint-credit imports summed up (each count and sum cast to int). */
export interface PaintCreditTotalsRow {
  customers: number;
  issued: number;
  active: number;
  with_credits: number;
}

/** One line of a shopper's store-credit history: a grant, a use, a return, an expiry or a revocation. */
export interface StoreCreditHistoryRow {
  id: string;
  kind: StoreCreditTransactionView['kind'];
  source: StoreCreditSource;
  cents: number;
  order_id: string | null;
  expires_at: Date | null;
  at: Date;
}
