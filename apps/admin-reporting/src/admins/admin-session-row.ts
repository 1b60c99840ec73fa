/** A row of `admin_sessions` as pg answers it: a signed-in admin's session, kept by the SHA-256 of its token. */
export interface AdminSessionRow {
  token_hash: string;
  admin_id: string;
  expires_at: Date;
  created_at: Date;
}
