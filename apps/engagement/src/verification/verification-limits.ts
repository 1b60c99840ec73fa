import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  canonicalEmail,
  VERIFICATION_CODE_MAILS_DAILY,
  VERIFICATION_CODE_MAILS_SHORT,
  VERIFICATION_LOCK_MINUTES,
  VERIFICATION_WRONG_CODES_PER_HOUR,
} from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { LockSecondsRow, SecondsLeftRow, WrongCodeCountRow } from './verification-failure-row';

/**
 * Verification's limits per person (docs/rules.md §4), across all her sessions and spellings of her e-mail: counted in
 * the database by a hash of the canonical e-mail, each attempt by one conditional statement, so attempts arriving at
 * once through several gateways are each counted exactly once and none slips past a limit.
 */

const WRONG_CODE_WINDOW_MINUTES = 60;

/** The key a person's counts are kept under: rows exist for any e-mail typed, so only a hash is stored. */
export function verificationKey(email: string): string {
  return createHash('sha256').update(canonicalEmail(email)).digest('hex');
}

/** Seconds until her verification is unlocked, or null when it is not locked. */
export async function lockSecondsLeft(manager: EntityManager, key: string): Promise<number | null> {
  const [row] = await queryRows<LockSecondsRow>(
    manager,
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
     FROM verification_failures WHERE email_hash = $1 AND locked_until > now()`,
    [key],
  );
  return row ? Math.max(1, row.seconds) : null;
}

/**
 * Counts a wrong code in the hour that opened with the first one; the one that reaches the limit locks verification
 * for VERIFICATION_LOCK_MINUTES (its answer: when the lock ends). A lock that has ended starts the count again.
 */
export async function countWrongCode(manager: EntityManager, key: string): Promise<{ lockedUntil: Date; seconds: number } | null> {
  await manager.query('DELETE FROM verification_failures WHERE window_ends_at < now()');
  const [row] = await queryRows<WrongCodeCountRow>(
    manager,
    `INSERT INTO verification_failures AS f (email_hash, failures, window_ends_at, locked_until)
     VALUES ($1, 1, now() + make_interval(mins => $2), NULL)
     ON CONFLICT (email_hash) DO UPDATE SET
       failures = CASE WHEN f.window_ends_at <= now() THEN 1 ELSE f.failures + 1 END,
       locked_until = CASE WHEN f.window_ends_at > now() AND f.failures + 1 >= $3 THEN now() + make_interval(mins => $4) END,
       window_ends_at = CASE
         WHEN f.window_ends_at > now() AND f.failures + 1 >= $3 THEN now() + make_interval(mins => $4)
         WHEN f.window_ends_at <= now() THEN EXCLUDED.window_ends_at
         ELSE f.window_ends_at END
     WHERE f.locked_until IS NULL OR f.locked_until <= now()
     RETURNING locked_until, ceil(extract(epoch FROM locked_until - now()))::int AS seconds`,
    [key, WRONG_CODE_WINDOW_MINUTES, VERIFICATION_WRONG_CODES_PER_HOUR, VERIFICATION_LOCK_MINUTES],
  );
  return row?.locked_until ? { lockedUntil: new Date(row.locked_until), seconds: row.seconds! } : null;
}

/**
 * Counts a code e-mail when both windows (the short one and the day) have room, else counts nothing and answers the
 * seconds until the fuller one has room again.
 */
export async function countCodeMail(manager: EntityManager, key: string): Promise<{ retryAfterSeconds: number } | null> {
  const short = VERIFICATION_CODE_MAILS_SHORT;
  const daily = VERIFICATION_CODE_MAILS_DAILY;
  await manager.query('DELETE FROM verification_code_mails WHERE greatest(recent_ends_at, today_ends_at) < now()');
  const counted = await queryRows(
    manager,
    `INSERT INTO verification_code_mails AS m (email_hash, recent, recent_ends_at, today, today_ends_at)
     VALUES ($1, 1, now() + make_interval(mins => $2), 1, now() + make_interval(mins => $4))
     ON CONFLICT (email_hash) DO UPDATE SET
       recent = CASE WHEN m.recent_ends_at <= now() THEN 1 ELSE m.recent + 1 END,
       recent_ends_at = CASE WHEN m.recent_ends_at <= now() THEN EXCLUDED.recent_ends_at ELSE m.recent_ends_at END,
       today = CASE WHEN m.today_ends_at <= now() THEN 1 ELSE m.today + 1 END,
       today_ends_at = CASE WHEN m.today_ends_at <= now() THEN EXCLUDED.today_ends_at ELSE m.today_ends_at END
     WHERE (m.recent_ends_at <= now() OR m.recent < $3) AND (m.today_ends_at <= now() OR m.today < $5)
     RETURNING 1`,
    [key, short.minutes, short.max, daily.minutes, daily.max],
  );
  if (counted.length) return null;
  const [row] = await queryRows<SecondsLeftRow>(
    manager,
    `SELECT ceil(extract(epoch FROM greatest(
       CASE WHEN recent_ends_at > now() AND recent >= $2 THEN recent_ends_at END,
       CASE WHEN today_ends_at > now() AND today >= $3 THEN today_ends_at END) - now()))::int AS seconds
     FROM verification_code_mails WHERE email_hash = $1`,
    [key, short.max, daily.max],
  );
  return { retryAfterSeconds: Math.max(1, row?.seconds ?? 1) };
}
