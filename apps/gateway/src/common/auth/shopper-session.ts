import type { FastifyReply, FastifyRequest } from 'fastify';

export const SHOPPER_COOKIE = 'shop_session';
export const SESSION_DAYS = 30;

export interface ShopperSession {
  email: string;
  verified: boolean;
  expiresAt: number;
}

interface CookiePayload {
  e: string;
  v: 0 | 1;
  x: number;
}

/**
 * The shopper's session: a signed, httpOnly, SameSite=Lax cookie holding the
 * e-mail, whether it was verified by a code, and its expiry (30 days).
 * Stateless, so any gateway instance can read it without a round trip.
 */
export function readShopperSession(request: FastifyRequest): ShopperSession | null {
  const raw = request.cookies?.[SHOPPER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const payload = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as CookiePayload;
    if (typeof payload.e !== 'string' || typeof payload.x !== 'number' || payload.x < Date.now()) return null;
    return { email: payload.e, verified: payload.v === 1, expiresAt: payload.x };
  } catch {
    return null;
  }
}

export function writeShopperSession(reply: FastifyReply, email: string, verified: boolean, secure: boolean): ShopperSession {
  const expiresAt = Date.now() + SESSION_DAYS * 24 * 3600 * 1000;
  const payload: CookiePayload = { e: email, v: verified ? 1 : 0, x: expiresAt };
  reply.setCookie(SHOPPER_COOKIE, Buffer.from(JSON.stringify(payload)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 3600,
  });
  return { email, verified, expiresAt };
}

export function clearShopperSession(reply: FastifyReply): void {
  reply.clearCookie(SHOPPER_COOKIE, { path: '/' });
}
