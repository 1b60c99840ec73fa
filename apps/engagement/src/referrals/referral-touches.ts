import type { EntityManager } from 'typeorm';
import { isSelfReferral, isUuid, REFERRAL_ATTRIBUTION_DAYS, REFERRAL_CODE_SHAPE } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { SessionVerifiedRow } from '../sessions/shopper-session-row';
import { AttributableTouch, LatestTouchRow, LinkRow } from './referral-rows';

/**
 * Referral touches (docs/rules.md §4, §8): a touch belongs to the session that made it. It is the account's own
 * (`of_account`) when that session was verified, or once it becomes verified; until then only an order that session
 * places can be attributed to it, so signing in unverified with someone's e-mail and one's own code plants nothing.
 */

/** Who made a touch: the session and its e-mail. */
export interface TouchingSession {
  email: string;
  sessionId: string;
}

/**
 * The shopper arrived with ?ref=code: a touch of her session when the code names an active link that is not her own
 * (canonical e-mails compared). An unknown code, or a session of another e-mail, is no touch.
 */
export async function recordReferralTouch(manager: EntityManager, by: TouchingSession, code: string | null | undefined): Promise<boolean> {
  if (!code || !REFERRAL_CODE_SHAPE.test(code)) return false;
  const [link] = await queryRows<Pick<LinkRow, 'id' | 'code' | 'user_email'>>(
    manager,
    'SELECT id, code, user_email FROM referral_links WHERE code = $1 AND is_active',
    [code],
  );
  if (!link || isSelfReferral(link.user_email, by.email)) return false;
  // Shares the session's row lock with its verification, so a touch made while it is verified is promoted or sees it verified.
  const [session] = await queryRows<SessionVerifiedRow>(
    manager,
    'SELECT verified_at IS NOT NULL AS verified FROM shopper_sessions WHERE id = $1 AND email = $2 FOR SHARE',
    [by.sessionId, by.email],
  );
  if (!session) return false;
  await manager.query('INSERT INTO referral_touches (email, link_id, code, session_id, of_account) VALUES ($1, $2, $3, $4, $5)', [
    by.email,
    link.id,
    link.code,
    by.sessionId,
    session.verified,
  ]);
  return true;
}

/**
 * The session was just verified (in the caller's transaction): its touches become the account's, and the latest of them
 * is the account's referral code unless the account has a later one.
 */
export async function promoteSessionTouches(manager: EntityManager, sessionId: string, email: string): Promise<void> {
  await manager.query(
    `WITH promoted AS (
       UPDATE referral_touches SET of_account = true WHERE session_id = $1 AND NOT of_account RETURNING code, touched_at
     ), latest AS (SELECT code, touched_at FROM promoted ORDER BY touched_at DESC LIMIT 1)
     UPDATE users u SET referral_code = latest.code, referral_code_at = latest.touched_at FROM latest
     WHERE u.email = $2 AND (u.referral_code_at IS NULL OR u.referral_code_at < latest.touched_at)`,
    [sessionId, email],
  );
}

/**
 * The touch an order is attributed to: the latest in the 30 days before it was placed, on an active link that is not the
 * buyer's own — among the touches of the session that placed it while that session is unverified, otherwise (a verified
 * session, or an order no shopper session placed) among the account's own.
 */
export async function attributableTouch(
  manager: EntityManager,
  order: { email: string; sessionId?: string | null },
  orderedAt: Date,
): Promise<AttributableTouch | null> {
  const sessionId = order.sessionId ?? null;
  const [session] =
    sessionId && isUuid(sessionId)
      ? await queryRows<SessionVerifiedRow>(manager, 'SELECT verified_at IS NOT NULL AS verified FROM shopper_sessions WHERE id = $1', [sessionId])
      : [];
  const ofSession = sessionId !== null && !session?.verified;
  if (ofSession && !session) return null;
  // The latest touch of each referrer, so a self-referral under another spelling can be passed over for the next one.
  const latestPerReferrer = await queryRows<LatestTouchRow>(
    manager,
    `SELECT * FROM (
       SELECT DISTINCT ON (l.user_email) l.id, l.name, l.code, l.user_email, t.touched_at, t.id AS touch_id
       FROM referral_touches t JOIN referral_links l ON l.id = t.link_id
       WHERE t.email = $1 AND ${ofSession ? 't.session_id = $4' : 't.of_account'} AND l.is_active AND l.user_email <> $1
         AND t.touched_at <= $2 AND t.touched_at > $2::timestamptz - make_interval(days => $3)
       ORDER BY l.user_email, t.touched_at DESC, t.id DESC
     ) latest ORDER BY touched_at DESC, touch_id DESC`,
    ofSession ? [order.email, orderedAt, REFERRAL_ATTRIBUTION_DAYS, sessionId] : [order.email, orderedAt, REFERRAL_ATTRIBUTION_DAYS],
  );
  const touch = latestPerReferrer.find((row) => !isSelfReferral(row.user_email, order.email));
  return touch ? { id: touch.id, name: touch.name, code: touch.code, user_email: touch.user_email } : null;
}
