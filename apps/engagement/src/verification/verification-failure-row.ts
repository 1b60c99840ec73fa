/** A row of `verification_failures` as pg answers it: a person's wrong codes in the current hour, and her lock. */
export interface VerificationFailureRow {
  /** sha256 of the canonical e-mail (verificationKey). */
  email_hash: string;
  failures: number;
  window_ends_at: Date;
  locked_until: Date | null;
}

/** Whole seconds until a lock that is on ends, by the database's clock. */
export interface LockSecondsRow {
  seconds: number;
}

/** Whole seconds until a lock or a window ends, by the database's clock (null when nothing is waited for). */
export interface SecondsLeftRow {
  seconds: number | null;
}

/** A wrong code counted: the lock it started, if it reached the limit, and its seconds. */
export type WrongCodeCountRow = Pick<VerificationFailureRow, 'locked_until'> & SecondsLeftRow;
