/** What came of a payment notice: it paid its order (or found it paid), or its amount or currency did not match. */
export type PaymentNoticeOutcome = 'paid' | 'mismatch';

/** A row of `payment_events` as pg answers it: one payment notice, kept once per event id. */
export interface PaymentEventRow {
  event_id: string;
  order_id: string;
  /** Null for notices recorded before amounts were kept (they all paid their order). */
  amount_cents: number | null;
  currency: string | null;
  outcome: PaymentNoticeOutcome;
  received_at: Date;
}
