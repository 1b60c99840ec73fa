import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { readShopperSession } from '../auth/shopper-session';
import { errorBody } from './http-error.filter';

type KeyBy = 'ip' | 'ip+email' | 'session';

function keyFor(by: KeyBy, request: FastifyRequest): string {
  if (by === 'ip') return request.ip;
  if (by === 'session') return readShopperSession(request)?.email ?? request.ip;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * A per-route limit (decisions.md §4). Counted after the body is parsed, so a
 * limit can be per e-mail; over it the answer is 429 with the given message.
 */
export const RateLimit = (max: number, windowMs: number, by: KeyBy, message: string) =>
  applyDecorators(
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
