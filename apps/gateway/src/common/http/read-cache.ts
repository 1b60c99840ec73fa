import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, tap } from 'rxjs';

const MAX_ENTRIES = 2_000;

interface Entry {
  body: string;
  etag: string;
  headers: Record<string, string>;
  expiresAt: number;
}

/**
 * A list, a page ({items, total, headers?}: the items are answered, the total goes in X-Total-Count and `headers`, more
 * figures about the whole list, go out as they are), or one record.
 */
type Listing = unknown;

declare const answerBody: unique symbol;
/**
 * What a handler that lets the cache answer returns: nothing to Nest (the reply is sent here), and to the OpenAPI
 * document (scripts/answer-schemas.js reads this property's type) the body that goes out — a page's items, else the whole.
 */
export type Served<T> = void & { readonly [answerBody]?: T extends { items: infer Items; total: number } ? Items : T };

/**
 * Public reads served from memory, with an ETag: each answer is kept, by URL,
 * for its time to live or until `clear()`. A write through this instance
 * clears it before its answer goes out (`ClearAfterWrite`), so an admin never
 * reads her change back stale.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async serve<T extends Listing>(request: FastifyRequest, reply: FastifyReply, ttlMs: number, load: () => Promise<T>): Promise<Served<T>> {
    const key = request.url;
    let entry = this.entries.get(key);
    if (!entry || entry.expiresAt < Date.now()) {
      const generation = this.generation;
      entry = toEntry(await load(), ttlMs);
      if (generation === this.generation) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
        this.entries.set(key, entry);
      }
    }
    void reply.headers(entry.headers);
    void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      void reply.status(304).send();
      return undefined as Served<T>;
    }
    void reply.header('content-type', 'application/json; charset=utf-8').send(entry.body);
    return undefined as Served<T>;
  }
}

function toEntry(listing: Listing, ttlMs: number): Entry {
  const page = isPage(listing) ? listing : null;
  const body = JSON.stringify(page ? page.items : listing);
  const headers: Record<string, string> = page ? { 'x-total-count': String(page.total) } : {};
  for (const [name, value] of Object.entries(page?.headers ?? {})) headers[name.toLowerCase()] = String(value);
  // The figures in the headers are part of the answer: a change in them alone is a new version too.
  const version = createHash('sha1').update(body).update(JSON.stringify(headers)).digest('base64url');
  return { body, etag: `W/"${version}"`, headers, expiresAt: Date.now() + ttlMs };
}

function isPage(value: unknown): value is { items: unknown[]; total: number; headers?: Record<string, string | number> } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'items' in value && 'total' in value;
}

/** An interceptor for write routes: a successful write clears this instance's cache of that kind at once. */
export function ClearAfterWrite(cache: Type<ReadCache>): Type<NestInterceptor> {
  @Injectable()
  class ClearCache implements NestInterceptor {
    constructor(@Inject(cache) private readonly readCache: ReadCache) {}

    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(tap(() => this.readCache.clear()));
    }
  }
  return ClearCache;
}
