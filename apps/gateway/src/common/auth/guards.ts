import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Identity } from './identity';
import type { ShopperSession } from './shopper-session';
import { httpError } from '../http/http-error';

export const SHOPPER_OPTIONS = 'shopper-options';
export interface ShopperOptions {
  /** Needs a session verified by an e-mailed code (spending or revealing value). */
  verified?: boolean;
  /** Visitors may call it too; only a request that names an e-mail must name the session's own. */
  optional?: boolean;
  /**
   * Only the shopper's own session will do: an admin session, which passes other shopper routes, is none here and gets the
   * 401 a visitor gets ("mine" means nothing without a shopper; the OpenAPI document lists no admin session for it).
   */
  sessionOnly?: boolean;
}

export type ShopperRequest = FastifyRequest & { shopper?: ShopperSession };

/** The e-mails a request names: {email} in the path, userEmail/email in the body or query. */
export function namedEmails(request: FastifyRequest): string[] {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return [params.email, body.userEmail, body.email, query.userEmail, query.email]
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().toLowerCase());
}

/**
 * x-user-email is only ever an echo of the session: a header naming someone
 * else is refused. Without a session the header means nothing.
 */
@Injectable()
export class UserEmailHeaderGuard implements CanActivate {
  constructor(private readonly identity: Identity) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers['x-user-email'];
    if (typeof header !== 'string') return true;
    const session = await this.identity.shopperOf(request);
    if (session && header.trim().toLowerCase() !== session.email) {
      throw httpError('NOT_YOURS', 'x-user-email does not match your session');
    }
    return true;
  }
}

/** Admin-only routes: a valid admin session; a shopper's session gets 403, no session 401. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly identity: Identity) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await requireAdmin(this.identity, context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

/** AdminGuard's rule, for a route that is admin-only for some of its paths (a private site setting). */
export async function requireAdmin(identity: Identity, request: FastifyRequest): Promise<void> {
  if (await identity.adminOf(request)) return;
  if (await identity.shopperOf(request)) throw httpError('ADMINS_ONLY', 'Only administrators can do this');
  throw httpError('ADMIN_SIGN_IN_REQUIRED', 'Admin sign-in required');
}

/**
 * Shopper routes: the caller must be signed in, and every e-mail the request
 * names must be the session's own (docs/rules.md §4). Admins may name anyone.
 */
@Injectable()
export class ShopperGuard implements CanActivate {
  constructor(
    private readonly identity: Identity,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ShopperRequest>();
    const options = this.reflector.get<ShopperOptions>(SHOPPER_OPTIONS, context.getHandler()) ?? {};
    const session = await this.identity.shopperOf(request);
    const named = namedEmails(request);
    if (options.optional && !named.length) {
      if (session) request.shopper = session;
      return true;
    }
    const ownsAll = !!session && named.every((email) => email === session.email);
    if (ownsAll && (!options.verified || session.verified)) {
      request.shopper = session;
      return true;
    }
    const admin = await this.identity.adminOf(request);
    if (admin && !options.sessionOnly) return true;
    if (!session) throw httpError('NOT_SIGNED_IN', 'Please sign in with your e-mail first');
    if (!ownsAll) throw httpError('NOT_YOURS', 'You can only access your own account');
    throw httpError('NOT_VERIFIED', 'Please verify your e-mail with the code we send you first');
  }
}
