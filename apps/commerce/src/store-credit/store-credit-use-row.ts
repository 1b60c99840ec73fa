/** A row of `store_credit_uses` as pg answers it: what one order took from one grant, and when it came back. */
export interface StoreCreditUseRow {
  id: string;
  order_id: string;
  grant_id: string;
  cents: number;
  returned_at: Date | null;
  created_at: Date;
}
