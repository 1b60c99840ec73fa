import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveShopperSession, SHOPPER_SESSION_DAYS } from '@shop/contracts';

export const SHOPPER_COOKIE = 'shop_session';

/** A signed-in shopper as the gateway sees her: her e-mail, her session's id, verified or not. */
export type ShopperSession = LiveShopperSession;

/**
 * What an unverified session may reach of its e-mail's likes and giveaway entries: only what it made itself (docs/rules.md
 * §4, an e-mail address is not a key to the account). Undefined for a verified session, or an admin's call (no shopper
 * session): the e-mail's all.
 */
export function unverifiedSessionOf(shopper: ShopperSession | undefined): string | undefined {
  return shopper && !shopper.verified ? shopper.sessionId : undefined;
}

/**
 * The shopper's cookie (docs/rules.md §4): signed, httpOnly, SameSite=Lax, 30
 * days, holding only the random token of a session the engagement service
 * keeps. The token means nothing once the session is ended or expired.
 */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies?.[SHOPPER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function writeSessionToken(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SHOPPER_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SHOPPER_SESSION_DAYS * 24 * 3600,
  });
}

export function clearShopperSession(reply: FastifyReply): void {
  reply.clearCookie(SHOPPER_COOKIE, { path: '/' });
}

/** Cookies are Secure when the shop says so, or when this request came over HTTPS (directly, or through a trusted proxy). */
export function cookiesAreSecure(request: FastifyRequest, alwaysSecure: boolean): boolean {
  return alwaysSecure || request.protocol === 'https';
}
