import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import { canonicalEmail, type ErrorCode } from '@shop/contracts';
import { Identity } from '../auth/identity';
import { GatewayOptions, InjectGatewayOptions } from '../../gateway.options';
import { httpError } from './http-error';

/**
 * Who a caller limit counts: 'ip' the client address alone (`request.ip`, which honours TRUST_PROXY); 'person' her
 * session, her canonical e-mail and her address, each on its own, so neither signing in again (a new session, another
 * spelling of the e-mail) nor another e-mail from the same address starts a fresh count (docs/rules.md §4).
 */
export type CallerKeyBy = 'ip' | 'person';

/** A limit's most requests: a number, or one of the gateway's settings. */
export type CallerLimitMax = number | ((options: GatewayOptions) => number);

/** Declared once: every route that carries the same limit adds to the same counts. */
export interface CallerLimit {
  max: CallerLimitMax;
  windowMs: number;
  by: CallerKeyBy;
  /** The 429's message. */
  message: string;
  /** The 429's code, when the limit has one of its own (default RATE_LIMITED). */
  code?: ErrorCode;
  /** Count only what was done: a request that fails (its 4xx or 5xx, the 429 included) gives its count back. */
  onlySuccesses?: boolean;
}

export const CALLER_LIMITS = 'shop:caller-rate-limits';

/**
 * A limit counted once the caller is known, after the guards (docs/rules.md §4): at most `max` requests in a window of
 * `windowMs` per address, or per person, over every route that carries it; over it, 429 with its message and a
 * Retry-After. Several may stand on one route, beside a RateLimit. Counted by this gateway instance, as RateLimit's
 * own limits are.
 */
export const CallerRateLimit =
  (limit: CallerLimit): MethodDecorator =>
  (target, key, descriptor) => {
    const handler = descriptor.value as object;
    const limits: CallerLimit[] = Reflect.getMetadata(CALLER_LIMITS, handler) ?? [];
    Reflect.defineMetadata(CALLER_LIMITS, [...limits, limit], handler);
    // One interceptor counts every limit of the route.
    if (!limits.length) UseInterceptors(CallerRateLimitInterceptor)(target, key, descriptor);
  };

@Injectable()
export class CallerRateLimitInterceptor implements NestInterceptor {
  private readonly counts = new Map<CallerLimit, WindowCounts>();

  constructor(
    private readonly reflector: Reflector,
    private readonly identity: Identity,
    @InjectGatewayOptions() private readonly options: GatewayOptions,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const limits = this.reflector.get<CallerLimit[]>(CALLER_LIMITS, context.getHandler()) ?? [];
    // next.handle() is cold: the handler (and its validation) runs only once every limit has let the request through.
    return from(this.count(limits, request, context.switchToHttp().getResponse<FastifyReply>())).pipe(
      mergeMap((refunds) =>
        next.handle().pipe(
          catchError((err) => {
            for (const refund of refunds) refund();
            throw err;
          }),
        ),
      ),
    );
  }

  /** Counts the request under every limit; over one, refuses it. Answers how to give back the counts that refund failures. */
  private async count(limits: CallerLimit[], request: FastifyRequest, reply: FastifyReply): Promise<(() => void)[]> {
    const refunds: (() => void)[] = [];
    for (const limit of limits) {
      const max = typeof limit.max === 'number' ? limit.max : limit.max(this.options);
      const counts = this.countsOf(limit);
      const added = (await this.keysOf(limit.by, request)).map((key) => counts.add(key, limit.windowMs));
      if (limit.onlySuccesses) refunds.push(...added.map((count) => count.undo));
      const overs = added.filter((count) => count.n > max);
      if (!overs.length) continue;
      for (const refund of refunds) refund();
      void reply.header('retry-after', String(Math.ceil(Math.max(...overs.map((count) => count.retryAfterMs)) / 1000)));
      throw httpError(limit.code ?? 'RATE_LIMITED', limit.message);
    }
    return refunds;
  }

  private async keysOf(by: CallerKeyBy, request: FastifyRequest): Promise<string[]> {
    const address = `ip:${request.ip}`;
    const shopper = by === 'person' ? await this.identity.shopperOf(request) : null;
    return shopper ? [`session:${shopper.sessionId}`, `email:${canonicalEmail(shopper.email)}`, address] : [address];
  }

  private countsOf(limit: CallerLimit): WindowCounts {
    let counts = this.counts.get(limit);
    if (!counts) this.counts.set(limit, (counts = new WindowCounts()));
    return counts;
  }
}

/** Fixed-window counts by key, the least recently counted forgotten first beyond `capacity` (as @fastify/rate-limit's store). */
class WindowCounts {
  private readonly entries = new Map<string, { n: number; endsAt: number }>();

  constructor(private readonly capacity = 10_000) {}

  add(key: string, windowMs: number): { n: number; retryAfterMs: number; undo: () => void } {
    const now = Date.now();
    const current = this.entries.get(key);
    const entry = current && current.endsAt > now ? current : { n: 0, endsAt: now + windowMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    entry.n += 1;
    // Once only; a window that has since ended has nothing to give back.
    let undone = false;
    const undo = () => {
      if (!undone && entry.n > 0) entry.n -= 1;
      undone = true;
    };
    return { n: entry.n, retryAfterMs: entry.endsAt - now, undo };
  }
}
