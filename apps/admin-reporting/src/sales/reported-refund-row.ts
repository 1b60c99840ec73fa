/** A row of `reported_refunds` as pg answers it: a refund commerce completed (payment.refunded), kept once by its id. */
export interface ReportedRefundRow {
  refund_id: string;
  order_id: string;
  amount_cents: string;
  /** The refund gave back a cancelled (or never paid) order's money: it moves no figure. */
  order_cancelled: boolean;
  refunded_at: Date;
}

/** A sum of `reported_refunds.amount_cents` (a bigint sum, so pg answers it as a string). */
export interface ReportedRefundSumRow {
  cents: string;
}
