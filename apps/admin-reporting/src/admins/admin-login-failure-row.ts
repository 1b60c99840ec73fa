/** A row of `admin_login_failures` as pg answers it: an account's wrong passwords, its lock and its lock count. */
export interface AdminLoginFailureRow {
  /** sha256 of the e-mail typed: rows exist for unknown e-mails too. */
  email_hash: string;
  failures: number;
  failures_since_sign_in: number;
  locks: number;
  locked_until: Date | null;
  /** The addresses the failures came from (a few, the latest run's). */
  addresses: string[];
  last_failed_at: Date;
}

/** Whole minutes (rounded up) until a lock ends, by the database's clock. */
export interface LockMinutesRow {
  minutes: number;
}

/** A failure counted: the account's counts and, when it started a lock, the lock's end and length. */
export interface CountedFailureRow extends Pick<AdminLoginFailureRow, 'failures' | 'failures_since_sign_in' | 'addresses' | 'locked_until'> {
  minutes: number | null;
}
