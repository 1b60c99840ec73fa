import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { ADMIN_SESSION_HOURS, adminLockedMessage, AdminLoginRequest, AdminLoginResult, AdminProfile, EnsureFirstAdminResult } from '@shop/contracts';
import { Mailer, ownerEmailOf, queryRows, SHOP_CONFIG, serviceError, ShopConfig } from '@shop/platform';
import { AdminLockout, LockStarted } from './admin-lockout';
import { AdminRow } from './admin-row';
import { AdminSessionRow } from './admin-session-row';
import { lockMail } from './lock-mail';

const INVALID_LOGIN = 'Invalid email or password';

/** Administrator accounts (argon2id) and their server-side sessions (docs/rules.md §4). */
/** Where a generated first-admin password is written (DATA_DIR), when ADMIN_PASSWORD is not set. */
export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

@Injectable()
export class AdminsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admins');
  private firstAdmin?: Promise<EnsureFirstAdminResult>;
  /** Compared against when the e-mail is unknown, so both answers take as long. */
  private readonly decoyHash = argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly lockout: AdminLockout,
    private readonly mailer: Mailer,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const result = await this.ensureFirstAdmin();
    if (result.created && result.generatedPassword) {
      // Never in a log line: the password goes to a file only this user may read, and the log says where.
      const file = path.join(this.config.dataDir, FIRST_ADMIN_PASSWORD_FILE);
      await mkdir(this.config.dataDir, { recursive: true });
      await writeFile(file, `${result.generatedPassword}\n`, { mode: 0o600 });
      this.logger.warn(
        `created the first admin ${result.email}; the generated password is in ${file} (keep it somewhere safe, then delete the file)`,
      );
    }
  }

  /** With no admin yet, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password. */
  ensureFirstAdmin(): Promise<EnsureFirstAdminResult> {
    this.firstAdmin ??= this.createFirstAdminIfNone();
    return this.firstAdmin;
  }

  private async createFirstAdminIfNone(): Promise<EnsureFirstAdminResult> {
    const email = ownerEmailOf(this.config);
    const generatedPassword = this.config.adminPassword ? null : randomBytes(12).toString('base64url');
    const passwordHash = await argon2.hash(this.config.adminPassword ?? generatedPassword!, { type: argon2.argon2id });
    const inserted = await queryRows<Pick<AdminRow, 'id'>>(
      this.dataSource,
      `INSERT INTO admins (email, name, password_hash)
       SELECT $1, 'Shop owner', $2 WHERE NOT EXISTS (SELECT 1 FROM admins)
       ON CONFLICT DO NOTHING RETURNING id`,
      [email, passwordHash],
    );
    return { created: inserted.length > 0, email, generatedPassword: inserted.length > 0 ? generatedPassword : null };
  }

  /**
   * A locked account is refused before its password is checked; a wrong
   * password is counted against the account (an unknown e-mail alike, so no
   * answer tells whether it is an admin's), and the right one clears the count.
   */
  async login({ email, password, ip }: AdminLoginRequest): Promise<AdminLoginResult> {
    await this.lockout.refuseIfLocked(email);
    const [admin] = await queryRows<Pick<AdminRow, 'id' | 'email' | 'name' | 'password_hash'>>(
      this.dataSource,
      'SELECT id, email, name, password_hash FROM admins WHERE email = $1',
      [email],
    );
    const valid = await argon2.verify(admin?.password_hash ?? (await this.decoyHash), password);
    if (!admin || !valid) {
      const outcome = await this.lockout.recordFailure(email, ip || 'an unknown address');
      if (!outcome.counted) throw serviceError('ACCOUNT_LOCKED', adminLockedMessage(outcome.minutesLeft));
      // Not awaited: the answer takes as long for an admin as for an unknown e-mail.
      if (outcome.lockStarted && admin) void this.tellOwner(admin.email, outcome.lockStarted);
      throw serviceError('INVALID_LOGIN', INVALID_LOGIN);
    }
    await this.lockout.clearAfterSignIn(email);

    const token = randomBytes(32).toString('base64url');
    const [session] = await queryRows<Pick<AdminSessionRow, 'expires_at'>>(
      this.dataSource,
      `INSERT INTO admin_sessions (token_hash, admin_id, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
      [hashToken(token), admin.id, ADMIN_SESSION_HOURS],
    );
    await this.dataSource.query('UPDATE admins SET last_login_at = now() WHERE id = $1', [admin.id]);
    return { admin: { id: admin.id, email: admin.email, name: admin.name }, token, expiresAt: new Date(session.expires_at).toISOString() };
  }

  private async tellOwner(email: string, lock: LockStarted): Promise<void> {
    try {
      await this.mailer.send(lockMail(email, lock));
    } catch (err) {
      this.logger.error(`could not e-mail ${email} that the account is locked: ${(err as Error)?.message ?? err}`);
    }
  }

  async resolveSession(token: string): Promise<AdminProfile> {
    const [admin] = await queryRows<Pick<AdminRow, 'id' | 'email' | 'name'>>(
      this.dataSource,
      `SELECT a.id, a.email, a.name FROM admin_sessions s JOIN admins a ON a.id = s.admin_id
       WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [hashToken(token)],
    );
    if (!admin) throw serviceError('ADMIN_SIGN_IN_REQUIRED', 'Admin sign-in required');
    return admin;
  }

  async logout(token: string): Promise<{ signedOut: true }> {
    await this.dataSource.query('DELETE FROM admin_sessions WHERE token_hash = $1 OR expires_at < now()', [hashToken(token)]);
    return { signedOut: true };
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
