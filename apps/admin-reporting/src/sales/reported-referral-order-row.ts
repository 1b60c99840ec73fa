/** A row of `reported_referral_orders` as pg answers it: an order a referral commission was earned on. */
export interface ReportedReferralOrderRow {
  order_id: string;
  commission_cents: string;
  created_at: Date;
}
