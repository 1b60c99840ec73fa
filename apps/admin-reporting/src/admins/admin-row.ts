/** A row of `admins` as pg answers it: an administrator account, its password kept as an argon2id hash. */
export interface AdminRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  last_login_at: Date | null;
  created_at: Date;
}
