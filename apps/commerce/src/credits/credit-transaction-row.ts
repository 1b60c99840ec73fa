/** Where a ledger row's credits came from or went (docs/rules.md §8). */
export type LedgerSource = 'order' | 'giveaway' | 'admin' | 'refund' | 'cancellation';

/** A row of `credit_transactions` as pg answers it: one change of a shopper's credits, unique per source. */
export interface CreditTransactionRow {
  id: string;
  email: string;
  /** Positive when earned, negative when spent. */
  amount: number;
  kind: 'earned' | 'spent';
  source: LedgerSource;
  source_id: string;
  details: string;
  order_amount_cents: number | null;
  created_at: Date;
}

/** A ledger row as the history shows it. */
export type LedgerRow = Pick<CreditTransactionRow, 'id' | 'amount' | 'kind' | 'source' | 'details' | 'order_amount_cents' | 'created_at'>;

/** A giveaway spend read back for its refund: whose, and how many credits it took (`-amount`). */
export interface GiveawaySpendRow {
  email: string;
  credits: number;
}
