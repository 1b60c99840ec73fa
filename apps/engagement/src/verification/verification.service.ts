import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  codeMailsLimitedMessage,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  VerificationAnswer,
  VerificationAttempt,
  VerificationCodeAnswer,
  verificationLockedMessage,
  VerificationRefused,
  VerificationRequest,
} from '@shop/contracts';
import { Mailer, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { promoteSessionTouches } from '../referrals/referral-touches';
import { ShopperSessionsService } from '../sessions/shopper-sessions.service';
import { verificationLockMail } from './lock-mail';
import { CodeCheckRow } from './verification-code-row';
import { countCodeMail, countWrongCode, lockSecondsLeft, verificationKey } from './verification-limits';

type Outcome = { verified: true; token: string } | { wrong: true; left: number } | { locked: true; seconds: number; startedUntil?: Date };

/**
 * One-time codes that turn an e-mail-only session into a verified one
 * (docs/rules.md §4): 6 digits, 10 minutes, 5 attempts, then a new code.
 * Only a hash of the code is stored. Per person (canonical e-mail): at most 3
 * code e-mails in 10 minutes and 10 a day; 10 wrong codes in an hour lock
 * verification for an hour (verification-limits.ts).
 */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger(VerificationService.name);

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly sessions: ShopperSessionsService,
  ) {}

  async requestCode({ email }: VerificationRequest): Promise<VerificationCodeAnswer> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const limited = await this.unitOfWork.run(async (manager) => {
      const refused = await countCodeMail(manager, verificationKey(email));
      if (refused) return refused;
      await manager.query(
        `INSERT INTO verification_codes (email, code_hash, attempts, expires_at)
         VALUES ($1, $2, 0, now() + make_interval(mins => $3))
         ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
           expires_at = EXCLUDED.expires_at, created_at = now()`,
        [email, hashCode(email, code), VERIFICATION_CODE_TTL_MINUTES],
      );
      return null;
    });
    if (limited) return refusal(codeMailsLimitedMessage(limited.retryAfterSeconds), limited.retryAfterSeconds);
    await this.mailer.send({
      to: email,
      subject: `Your watercolor shop code: ${code}`,
      text: `Your verification code is ${code}.\n\nIt is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    });
    return { sent: true, expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES };
  }

  /**
   * The right code verifies the session it was entered in, under a new token, in the same transaction that uses the
   * code up; the session's referral touches become the account's. A wrong one is counted for the person, whichever
   * session or spelling of her e-mail it came through; while her verification is locked nothing is checked or counted.
   */
  async verify({ email, code, sessionId }: VerificationAttempt): Promise<VerificationAnswer> {
    const key = verificationKey(email);
    const outcome = await this.unitOfWork.run(async (manager): Promise<Outcome> => {
      // One attempt at a time per person, so the lock is seen by every attempt after the one that started it.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification:${key}`]);
      const lockedFor = await lockSecondsLeft(manager, key);
      if (lockedFor !== null) return { locked: true, seconds: lockedFor };
      const [row] = await queryRows<CodeCheckRow>(
        manager,
        'SELECT code_hash, attempts, expires_at < now() AS expired FROM verification_codes WHERE email = $1 FOR UPDATE',
        [email],
      );
      if (!row || row.expired) throw serviceError('CODE_EXPIRED', 'This code has expired or was never sent. Please request a new code.');
      if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
        throw serviceError('TOO_MANY_ATTEMPTS', 'Too many wrong attempts. Please request a new code.');
      }
      if (!sameHash(row.code_hash, hashCode(email, code))) {
        await manager.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE email = $1', [email]);
        const lock = await countWrongCode(manager, key);
        if (lock) return { locked: true, seconds: lock.seconds, startedUntil: lock.lockedUntil };
        return { wrong: true, left: VERIFICATION_CODE_MAX_ATTEMPTS - row.attempts - 1 };
      }
      const token = await this.sessions.markVerified(manager, sessionId, email);
      if (!token) throw serviceError('SESSION_ENDED', 'Your session has ended. Please sign in again.');
      await promoteSessionTouches(manager, sessionId, email);
      await manager.query('DELETE FROM verification_codes WHERE email = $1', [email]);
      return { verified: true, token };
    });
    // A failed attempt is committed before it is answered.
    if ('verified' in outcome) return outcome;
    if ('locked' in outcome) {
      if (outcome.startedUntil) await this.tellOwner(email, outcome.startedUntil, outcome.seconds);
      return refusal(verificationLockedMessage(outcome.seconds), outcome.seconds);
    }
    throw outcome.left > 0
      ? serviceError('CODE_INCORRECT', `That code is not correct. ${outcome.left} attempt${outcome.left === 1 ? '' : 's'} left.`)
      : serviceError('TOO_MANY_ATTEMPTS', 'Too many wrong attempts. Please request a new code.');
  }

  /** Once per lock: the attempt that started it. A mail that cannot be sent leaves the lock in force. */
  private async tellOwner(email: string, lockedUntil: Date, seconds: number): Promise<void> {
    try {
      await this.mailer.send(verificationLockMail(email, lockedUntil, Math.ceil(seconds / 60)));
    } catch (err) {
      this.logger.error(`could not e-mail ${email} that verification is locked: ${(err as Error)?.message ?? err}`);
    }
  }
}

function refusal(message: string, retryAfterSeconds: number): VerificationRefused {
  return { refused: 'RATE_LIMITED', message, retryAfterSeconds };
}

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
