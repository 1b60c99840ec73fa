import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_HOURS } from '@shop/contracts';

export const ADMIN_COOKIE = 'shop_admin';

/** The admin's session token: opaque, checked by admin-reporting, in its own httpOnly SameSite=Strict cookie. */
export function readAdminToken(request: FastifyRequest): string | null {
  const raw = request.cookies?.[ADMIN_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

export function writeAdminToken(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(ADMIN_COOKIE, token, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: ADMIN_SESSION_HOURS * 3600,
  });
}

export function clearAdminToken(reply: FastifyReply): void {
  reply.clearCookie(ADMIN_COOKIE, { path: '/' });
}
