import { createHash } from 'node:crypto';
import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable, tap } from 'rxjs';
import { CatalogEvents, SaleTimerBroadcasts } from '@shop/contracts';
import { Bus, BUS } from '@shop/platform';

const MAX_ENTRIES = 2_000;

interface Entry {
  body: string;
  etag: string;
  total: string | null;
  expiresAt: number;
}

/** A list, a page ({items, total}: the items are answered and the total goes in X-Total-Count), or one record. */
type Listing = unknown;

/**
 * Public catalogue reads served from memory, with an ETag. Any catalogue or
 * sale-timer write (on any instance, through the bus broadcast) drops it all,
 * and a write through this instance drops it before its answer goes out, so
 * an admin never reads her change back stale. Entries that depend on the clock
 * (prices under timers) carry a short time to live.
 */
@Injectable()
export class CatalogReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(@Inject(BUS) bus: Bus) {
    bus.onBroadcast(CatalogEvents.changed, () => this.clear());
    bus.onBroadcast(SaleTimerBroadcasts.changed, () => this.clear()); // timers move prices
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  async serve(request: FastifyRequest, reply: FastifyReply, ttlMs: number, load: () => Promise<Listing>): Promise<void> {
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
    if (entry.total !== null) void reply.header('x-total-count', entry.total);
    void reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) {
      void reply.status(304).send();
      return;
    }
    void reply.header('content-type', 'application/json; charset=utf-8').send(entry.body);
  }
}

function toEntry(listing: Listing, ttlMs: number): Entry {
  const page = isPage(listing) ? listing : null;
  const body = JSON.stringify(page ? page.items : listing);
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    total: page ? String(page.total) : null,
    expiresAt: Date.now() + ttlMs,
  };
}

function isPage(value: unknown): value is { items: unknown[]; total: number } {
  return !!value && typeof value === 'object' && !Array.isArray(value) && 'items' in value && 'total' in value;
}

/** On catalogue write routes: a successful write drops this instance's cache at once. */
@Injectable()
export class ClearCatalogCache implements NestInterceptor {
  constructor(private readonly cache: CatalogReadCache) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(tap(() => this.cache.clear()));
  }
}
