import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { LiveShopperSession, OpenedShopperSession, OpenShopperSessionRequest, RegisterUserDto, SHOPPER_SESSION_DAYS } from '@shop/contracts';
import { queryRows, UnitOfWork } from '@shop/platform';
import { UsersService } from '../users/users.service';
import { ShopperSessionRow } from './shopper-session-row';

const LIVE = 'ended_at IS NULL AND expires_at > now()';

/**
 * Shopper sessions kept by the server (docs/rules.md §4): the cookie carries a
 * random token, the table only its SHA-256, so a copy of the table opens no
 * account. Signing in with the e-mail of a live session the browser already
 * holds keeps it (and its verification) under a new token; any other sign-in
 * opens a new, unverified session and ends the browser's previous one.
 * Verifying a session replaces its token too, so a cookie copied before either
 * opens nothing.
 */
@Injectable()
export class ShopperSessionsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersService,
  ) {}

  open({ registration: input, currentToken }: OpenShopperSessionRequest<RegisterUserDto>): Promise<OpenedShopperSession> {
    return this.unitOfWork.run(async (manager) => {
      const current = currentToken ? await liveSession(manager, currentToken) : null;
      const token = newToken();
      let row: ShopperSessionRow;
      if (current && current.email === input.email) {
        row = (
          await queryRows<ShopperSessionRow>(
            manager,
            `UPDATE shopper_sessions SET token_hash = $2 WHERE id = $1 RETURNING id, email, verified_at IS NOT NULL AS verified, expires_at`,
            [current.id, hashOf(token)],
          )
        )[0];
      } else {
        if (currentToken) await endSession(manager, currentToken);
        row = (
          await queryRows<ShopperSessionRow>(
            manager,
            `INSERT INTO shopper_sessions (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
           RETURNING id, email, false AS verified, expires_at`,
            [hashOf(token), input.email, SHOPPER_SESSION_DAYS],
          )
        )[0];
      }
      const session = viewOf(row);
      const user = await this.users.upsert(manager, input, session);
      return { user, session, token };
    });
  }

  async resolve({ token }: { token: string }): Promise<LiveShopperSession | null> {
    const row = await liveSession(this.dataSource.manager, token);
    return row ? viewOf(row) : null;
  }

  async end({ token }: { token: string }): Promise<{ ended: boolean }> {
    return { ended: await endSession(this.dataSource.manager, token) };
  }

  /**
   * Marks a live session of this e-mail verified under a new token, in the caller's transaction (the right code was
   * entered): the answer is the new token, null when the session has ended.
   */
  async markVerified(manager: EntityManager, sessionId: string, email: string): Promise<string | null> {
    const token = newToken();
    const rows = await queryRows(
      manager,
      `UPDATE shopper_sessions SET verified_at = COALESCE(verified_at, now()), token_hash = $3
       WHERE id = $1 AND email = $2 AND ${LIVE} RETURNING id`,
      [sessionId, email, hashOf(token)],
    );
    return rows.length > 0 ? token : null;
  }
}

async function liveSession(manager: EntityManager, token: string): Promise<ShopperSessionRow | null> {
  const [row] = await queryRows<ShopperSessionRow>(
    manager,
    `SELECT id, email, verified_at IS NOT NULL AS verified, expires_at FROM shopper_sessions WHERE token_hash = $1 AND ${LIVE}`,
    [hashOf(token)],
  );
  return row ?? null;
}

async function endSession(manager: EntityManager, token: string): Promise<boolean> {
  const rows = await queryRows(manager, `UPDATE shopper_sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL RETURNING id`, [
    hashOf(token),
  ]);
  return rows.length > 0;
}

const newToken = () => randomBytes(32).toString('base64url');

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function viewOf(row: ShopperSessionRow): LiveShopperSession {
  return { sessionId: row.id, email: row.email, verified: row.verified, expiresAt: new Date(row.expires_at).toISOString() };
}
