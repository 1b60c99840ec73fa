import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminPatterns, AdminProfile, LiveShopperSession, ShopperSessionPatterns } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { ServiceClient } from '../service-client';
import { readAdminToken } from './admin-session';
import { readSessionToken } from './shopper-session';

type WithCallers = FastifyRequest & {
  adminLookup?: Promise<AdminProfile | null>;
  shopperLookup?: Promise<LiveShopperSession | null>;
};

/**
 * How long this gateway trusts a looked-up shopper session before asking again.
 * Signing out here forgets it at once; another gateway instance honours an
 * ended session for at most this long.
 */
const SHOPPER_SESSION_CACHE_MS = 5_000;
const SHOPPER_SESSION_CACHE_SIZE = 10_000;

/** Who is calling: the admin behind the admin cookie and the shopper behind the session cookie, each looked up once per request. */
@Injectable()
export class Identity {
  private readonly shoppers = new Map<string, { session: LiveShopperSession | null; until: number }>();

  constructor(private readonly services: ServiceClient) {}

  adminOf(request: FastifyRequest): Promise<AdminProfile | null> {
    const req = request as WithCallers;
    req.adminLookup ??= this.lookupAdmin(request);
    return req.adminLookup;
  }

  /** The live session behind the request's cookie, or null (no cookie, a forged one, or a session that ended or expired). */
  shopperOf(request: FastifyRequest): Promise<LiveShopperSession | null> {
    const req = request as WithCallers;
    req.shopperLookup ??= this.lookupShopper(readSessionToken(request));
    return req.shopperLookup;
  }

  /** Drops what this gateway remembers of a token (signed out, or just verified). */
  forgetShopper(token: string | null): void {
    if (token) this.shoppers.delete(token);
  }

  private async lookupShopper(token: string | null): Promise<LiveShopperSession | null> {
    if (!token) return null;
    const now = Date.now();
    const cached = this.shoppers.get(token);
    if (cached && cached.until > now) return cached.session;
    const session = await this.services.send(ShopperSessionPatterns.resolve, { token });
    if (this.shoppers.size >= SHOPPER_SESSION_CACHE_SIZE) this.shoppers.delete(this.shoppers.keys().next().value!);
    this.shoppers.set(token, { session, until: now + SHOPPER_SESSION_CACHE_MS });
    return session;
  }

  private async lookupAdmin(request: FastifyRequest): Promise<AdminProfile | null> {
    const token = readAdminToken(request);
    if (!token) return null;
    try {
      return await this.services.send(AdminPatterns.resolveSession, { token });
    } catch (err) {
      if (err instanceof RemoteError && err.code === 'ADMIN_SIGN_IN_REQUIRED') return null;
      throw err;
    }
  }
}
