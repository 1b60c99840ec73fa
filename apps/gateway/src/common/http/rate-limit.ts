import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AttemptCountRequest, attemptCountPattern, ServiceName } from '@shop/contracts';
import { readSessionToken } from '../auth/shopper-session';
import { ServiceClient } from '../service-client';
import { errorBody, httpError } from './http-error';

type KeyBy = 'ip' | 'ip+email' | 'session';

function keyFor(by: KeyBy, request: FastifyRequest): string {
  if (by === 'ip') return request.ip;
  // Keyed by the session's token, known without a lookup; signing in again is limited on its own.
  if (by === 'session') return readSessionToken(request) ?? request.ip;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export interface RateLimitOptions {
  /**
   * The service that owns the account counts the attempts in its database, so
   * the limit holds across every gateway instance (admin sign-in, code
   * attempts). Without it the count is this instance's own.
   */
  countedBy?: ServiceName;
}

interface SharedLimit {
  max: number;
  windowMs: number;
  by: KeyBy;
  message: string;
  countedBy: ServiceName;
}

export const SHARED_LIMIT = 'shop:shared-rate-limit';

/** Counts the attempt with the owning service before the handler runs; over the limit, 429 with the limit's message. */
@Injectable()
export class SharedRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly services: ServiceClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<SharedLimit>(SHARED_LIMIT, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const attempt: AttemptCountRequest = {
      scope: `${request.method} ${request.routeOptions.url}`,
      key: keyFor(limit.by, request),
      windowMs: limit.windowMs,
    };
    const count = await this.services.send(attemptCountPattern(limit.countedBy), attempt);
    if (count.attempts <= limit.max) return true;
    void context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('retry-after', String(Math.ceil(count.retryAfterMs / 1000)));
    throw httpError('RATE_LIMITED', limit.message);
  }
}

/**
 * A per-route limit (docs/rules.md §4): at most `max` requests in a window of
 * `windowMs` per IP, IP and e-mail, or shopper session; over it the answer is
 * 429 with the given message. Counted after the body is parsed, so a limit
 * can be per e-mail. One to a route; a limit per person (which signing in
 * again does not reset), one whose max is a setting, or a second one on the
 * route is a CallerRateLimit (caller-rate-limit.ts).
 */
export const RateLimit = (max: number, windowMs: number, by: KeyBy, message: string, options: RateLimitOptions = {}) =>
  options.countedBy
    ? applyDecorators(
        SetMetadata(SHARED_LIMIT, { max, windowMs, by, message, countedBy: options.countedBy } satisfies SharedLimit),
        UseGuards(SharedRateLimitGuard),
      )
    : applyDecorators(
        RouteConfig({
          rateLimit: {
            max,
            timeWindow: windowMs,
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) => keyFor(by, request),
            errorResponseBuilder: () => errorBody(429, message),
          },
        }),
      );
