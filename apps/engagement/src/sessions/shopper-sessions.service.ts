import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  LiveShopperSession, OpenedShopperSession, OpenShopperSessionRequest, RegisterUserDto, SHOPPER_SESSION_DAYS,
} from '@shop/contracts';
import { queryRows, UnitOfWork } from '@shop/platform';
import { UsersService } from '../users/users.service';

interface SessionRow {
  id: string;
  email: string;
  verified: boolean;
  expires_at: Date;
}

const LIVE = 'ended_at IS NULL AND expires_at > now()';

/**
 * Shopper sessions kept by the server (docs/rules.md §4): the cookie carries a
 * random token, the table only its SHA-256, so a copy of the table opens no
 * account. Signing in with the e-mail of a live session the browser already
 * holds keeps it (and its verification); any other sign-in opens a new,
 * unverified session and ends the browser's previous one.
 */
@Injectable()
export class ShopperSessionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersService,
  ) {}

  open({ registration, currentToken }: OpenShopperSessionRequest): Promise<OpenedShopperSession> {
    return this.unitOfWork.run(async (manager) => {
      const user = await this.users.upsert(manager, registration as unknown as RegisterUserDto);
      const current = currentToken ? await liveSession(manager, currentToken) : null;
      if (current && current.email === user.email) return { user, session: viewOf(current), token: currentToken! };
      if (currentToken) await endSession(manager, currentToken);
      const token = randomBytes(32).toString('base64url');
      const [row] = await queryRows<SessionRow>(manager,
        `INSERT INTO shopper_sessions (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
         RETURNING id, email, false AS verified, expires_at`,
        [hashOf(token), user.email, SHOPPER_SESSION_DAYS],
      );
      return { user, session: viewOf(row), token };
    });
  }

  async resolve({ token }: { token: string }): Promise<LiveShopperSession | null> {
    const row = await liveSession(this.dataSource.manager, token);
    return row ? viewOf(row) : null;
  }

  async end({ token }: { token: string }): Promise<{ ended: boolean }> {
    return { ended: await endSession(this.dataSource.manager, token) };
  }

  /** Marks a live session of this e-mail verified, in the caller's transaction (the right code was entered). */
  async markVerified(manager: EntityManager, sessionId: string, email: string): Promise<boolean> {
    const rows = await queryRows(manager,
      `UPDATE shopper_sessions SET verified_at = COALESCE(verified_at, now()) WHERE id = $1 AND email = $2 AND ${LIVE} RETURNING id`,
      [sessionId, email],
    );
    return rows.length > 0;
  }
}

async function liveSession(manager: EntityManager, token: string): Promise<SessionRow | null> {
  const [row] = await queryRows<SessionRow>(manager,
    `SELECT id, email, verified_at IS NOT NULL AS verified, expires_at FROM shopper_sessions WHERE token_hash = $1 AND ${LIVE}`,
    [hashOf(token)],
  );
  return row ?? null;
}

async function endSession(manager: EntityManager, token: string): Promise<boolean> {
  const rows = await queryRows(manager,
    `UPDATE shopper_sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL RETURNING id`, [hashOf(token)]);
  return rows.length > 0;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function viewOf(row: SessionRow): LiveShopperSession {
  return { sessionId: row.id, email: row.email, verified: row.verified, expiresAt: new Date(row.expires_at).toISOString() };
}
