import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ADMIN_LOCKOUT_ADDRESSES_KEPT,
  ADMIN_LOCKOUT_FAILURES,
  ADMIN_LOCKOUT_FIRST_MINUTES,
  ADMIN_LOCKOUT_MAX_MINUTES,
  adminLockedMessage,
} from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { CountedFailureRow, LockMinutesRow } from './admin-login-failure-row';

/** What the failure that started a lock knows, for the owner's e-mail. */
export interface LockStarted {
  failures: number;
  failuresSinceSignIn: number;
  addresses: string[];
  lockedUntil: Date;
  minutes: number;
}

export type FailureOutcome =
  | { counted: true; lockStarted: LockStarted | null }
  /** Another guess locked the account while this one was checked: it is not counted, and answered as locked. */
  | { counted: false; minutesLeft: number };

/**
 * The per-account limit on admin sign-in (docs/rules.md §4). Every state
 * change is one conditional statement on the account's row, so guesses
 * arriving at once through several gateways are each counted exactly once
 * and exactly one of them starts a lock.
 */
@Injectable()
export class AdminLockout {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** 429 while the account is locked, whatever the password. */
  async refuseIfLocked(email: string): Promise<void> {
    const minutes = await this.minutesLeft(email);
    if (minutes !== null) throw lockedError(minutes);
  }

  /** Whole minutes (rounded up) until the account's lock ends, or null when it is not locked. */
  private async minutesLeft(email: string): Promise<number | null> {
    const [row] = await queryRows<LockMinutesRow>(
      this.dataSource,
      `SELECT ceil(extract(epoch FROM locked_until - now()) / 60)::int AS minutes
       FROM admin_login_failures WHERE email_hash = $1 AND locked_until > now()`,
      [emailKey(email)],
    );
    return row ? row.minutes : null;
  }

  async recordFailure(email: string, ip: string): Promise<FailureOutcome> {
    await this.dataSource.query(
      `DELETE FROM admin_login_failures
       WHERE last_failed_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now() - interval '1 day')`,
    );
    // A lock that has ended leaves its row behind: the next failure starts a new run of failures, and the lock count stays.
    const [row] = await queryRows<CountedFailureRow>(
      this.dataSource,
      `INSERT INTO admin_login_failures AS f (email_hash, failures, failures_since_sign_in, locks, locked_until, addresses, last_failed_at)
       VALUES ($1, 1, 1, 0, NULL, ARRAY[$2::text], now())
       ON CONFLICT (email_hash) DO UPDATE SET
         failures = CASE WHEN f.locked_until IS NULL THEN f.failures + 1 ELSE 1 END,
         failures_since_sign_in = f.failures_since_sign_in + 1,
         addresses = CASE
           WHEN f.locked_until IS NOT NULL THEN ARRAY[$2::text]
           WHEN $2::text = ANY (f.addresses) OR cardinality(f.addresses) >= $4 THEN f.addresses
           ELSE f.addresses || $2::text END,
         locks = CASE WHEN f.locked_until IS NULL AND f.failures + 1 >= $3 THEN f.locks + 1 ELSE f.locks END,
         locked_until = CASE WHEN f.locked_until IS NULL AND f.failures + 1 >= $3
           THEN now() + make_interval(mins => least($5 * power(2, least(f.locks, 30)), $6)::int) END,
         last_failed_at = now()
       WHERE f.locked_until IS NULL OR f.locked_until <= now()
       RETURNING failures, failures_since_sign_in, addresses, locked_until,
         ceil(extract(epoch FROM locked_until - now()) / 60)::int AS minutes`,
      [emailKey(email), ip, ADMIN_LOCKOUT_FAILURES, ADMIN_LOCKOUT_ADDRESSES_KEPT, ADMIN_LOCKOUT_FIRST_MINUTES, ADMIN_LOCKOUT_MAX_MINUTES],
    );
    if (!row) return { counted: false, minutesLeft: (await this.minutesLeft(email)) ?? 1 };
    return {
      counted: true,
      lockStarted: row.locked_until
        ? {
            failures: row.failures,
            failuresSinceSignIn: row.failures_since_sign_in,
            addresses: row.addresses,
            lockedUntil: new Date(row.locked_until),
            minutes: row.minutes!,
          }
        : null,
    };
  }

  /**
   * The right password clears the account's count and its lock history,
   * unless a lock started while it was being checked: then it is refused too.
   */
  async clearAfterSignIn(email: string): Promise<void> {
    await this.dataSource.query('DELETE FROM admin_login_failures WHERE email_hash = $1 AND (locked_until IS NULL OR locked_until <= now())', [
      emailKey(email),
    ]);
    await this.refuseIfLocked(email);
  }
}

function lockedError(minutesLeft: number) {
  return serviceError('ACCOUNT_LOCKED', adminLockedMessage(Math.max(1, minutesLeft)));
}

/** The e-mail is kept only as a hash: rows exist for unknown e-mails too. */
function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
