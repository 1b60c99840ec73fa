/**
 * A row of `shopper_sessions` as the session reads select it: `verified` is `verified_at IS NOT NULL`, and the token's
 * hash never leaves the table.
 */
export interface ShopperSessionRow {
  id: string;
  email: string;
  verified: boolean;
  expires_at: Date;
}

/** Whether a session is verified. */
export type SessionVerifiedRow = Pick<ShopperSessionRow, 'verified'>;
