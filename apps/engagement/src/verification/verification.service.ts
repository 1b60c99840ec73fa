import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MINUTES, VerificationAttempt, VerificationRequest,
} from '@shop/contracts';
import { Mailer, serviceError, UnitOfWork } from '@shop/platform';
import { ShopperSessionsService } from '../sessions/shopper-sessions.service';

/**
 * One-time codes that turn an e-mail-only session into a verified one
 * (docs/rules.md §4): 6 digits, 10 minutes, 5 attempts, then a new code.
 * Only a hash of the code is stored.
 */
@Injectable()
export class VerificationService {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly sessions: ShopperSessionsService,
  ) {}

  async requestCode({ email }: VerificationRequest): Promise<{ sent: true; expiresInMinutes: number }> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    await this.unitOfWork.run((manager) =>
      manager.query(
        `INSERT INTO verification_codes (email, code_hash, attempts, expires_at)
         VALUES ($1, $2, 0, now() + make_interval(mins => $3))
         ON CONFLICT (email) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
           expires_at = EXCLUDED.expires_at, created_at = now()`,
        [email, hashCode(email, code), VERIFICATION_CODE_TTL_MINUTES],
      ),
    );
    await this.mailer.send({
      to: email,
      subject: `Your watercolor shop code: ${code}`,
      text: `Your verification code is ${code}.\n\nIt is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    });
    return { sent: true, expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES };
  }

  /** The right code verifies the session it was entered in, in the same transaction that uses the code up. */
  verify({ email, code, sessionId }: VerificationAttempt): Promise<{ verified: true }> {
    return this.unitOfWork.run(async (manager): Promise<{ verified: true } | { wrong: true; left: number }> => {
      const [row]: { code_hash: string; attempts: number; expired: boolean }[] = await manager.query(
        'SELECT code_hash, attempts, expires_at < now() AS expired FROM verification_codes WHERE email = $1 FOR UPDATE',
        [email],
      );
      if (!row || row.expired) throw serviceError('BAD_REQUEST', 'This code has expired or was never sent. Please request a new code.');
      if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
        throw serviceError('RATE_LIMITED', 'Too many wrong attempts. Please request a new code.');
      }
      if (!sameHash(row.code_hash, hashCode(email, code))) {
        await manager.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE email = $1', [email]);
        const left = VERIFICATION_CODE_MAX_ATTEMPTS - row.attempts - 1;
        return { wrong: true, left };
      }
      if (!(await this.sessions.markVerified(manager, sessionId, email))) {
        throw serviceError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      }
      await manager.query('DELETE FROM verification_codes WHERE email = $1', [email]);
      return { verified: true };
    }).then((outcome) => {
      // The failed attempt is committed before the error is answered.
      if ('wrong' in outcome) {
        throw outcome.left > 0
          ? serviceError('BAD_REQUEST', `That code is not correct. ${outcome.left} attempt${outcome.left === 1 ? '' : 's'} left.`)
          : serviceError('RATE_LIMITED', 'Too many wrong attempts. Please request a new code.');
      }
      return outcome;
    });
  }
}

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
