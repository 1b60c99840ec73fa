/** A row of `credit_balances` as pg answers it: a shopper's credits now, never below 0. */
export interface CreditBalanceRow {
  email: string;
  credits: number;
  updated_at: Date;
}
