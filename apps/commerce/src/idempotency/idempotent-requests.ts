import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENT_REQUEST_IN_PROGRESS_MESSAGE } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import type { IdempotentRequestRow } from './idempotent-request-row';

/** One client request under its Idempotency-Key: `scope` names the kind of request and whose it is. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  /** What was asked: a hash of the request's body. */
  hash: string;
}

/** A request under a key: the body's hash is taken with its keys sorted, so the same body in another order is the same request. */
export function idempotentRequest(scope: string, key: string, body: unknown): IdempotentRequest {
  return { scope, key, hash: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const FRESH = `created_at > now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`;

/**
 * Retried requests (docs/rules.md §6 "Retried requests"), as Stripe's idempotency keys: the first request claims its
 * key in the transaction that does its work and records its answer once it has one; a retry with the same key and
 * body within 24 hours gets that answer and does nothing (422 with another body; 409 while the first is under way).
 * A first request that failed gives its key up, so a retry tries again.
 */
@Injectable()
export class IdempotentRequests {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Runs a request once per key: an earlier answer to the same request is answered again and nothing runs; otherwise
   * `work` runs, claiming the key through `claim` inside the transaction that does the work, and its answer is kept.
   * Without a key (`request` undefined), `work` simply runs.
   */
  async run<T>(request: IdempotentRequest | undefined, work: (claim: (manager: EntityManager) => Promise<void>) => Promise<T>): Promise<T> {
    if (!request) return work(async () => undefined);
    const earlier = await this.earlierAnswer<T>(request);
    if (earlier !== undefined) return earlier;
    const answer = await work((manager) => this.claim(manager, request));
    await this.recordAnswer(request, answer);
    return answer;
  }

  /** The answer an earlier request with this key had, or undefined when there was none (or it is older than 24 hours). */
  async earlierAnswer<T>(request: IdempotentRequest): Promise<T | undefined> {
    const [row] = await queryRows<Pick<IdempotentRequestRow, 'request_hash' | 'answer'>>(
      this.dataSource,
      `SELECT request_hash, answer FROM idempotent_requests WHERE scope = $1 AND key = $2 AND ${FRESH}`,
      [request.scope, request.key],
    );
    if (!row) return undefined;
    if (row.request_hash !== request.hash) throw serviceError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    if (row.answer === null) throw serviceError('IDEMPOTENT_REQUEST_IN_PROGRESS', IDEMPOTENT_REQUEST_IN_PROGRESS_MESSAGE);
    return row.answer as T;
  }

  /**
   * Claims the key inside the work's transaction: a request that took it meanwhile (committed first) makes this one
   * answer 409 and roll back. A key older than 24 hours is taken over.
   */
  async claim(manager: EntityManager, request: IdempotentRequest): Promise<void> {
    const claimed = await queryRows<Pick<IdempotentRequestRow, 'key'>>(
      manager,
      `INSERT INTO idempotent_requests (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, answer = NULL, created_at = now()
         WHERE NOT (idempotent_requests.${FRESH})
       RETURNING key`,
      [request.scope, request.key, request.hash],
    );
    if (!claimed.length) throw serviceError('IDEMPOTENT_REQUEST_IN_PROGRESS', IDEMPOTENT_REQUEST_IN_PROGRESS_MESSAGE);
  }

  async recordAnswer(request: IdempotentRequest, answer: unknown): Promise<void> {
    await this.dataSource.query('UPDATE idempotent_requests SET answer = $3 WHERE scope = $1 AND key = $2', [
      request.scope,
      request.key,
      JSON.stringify(answer),
    ]);
  }

  /** The first request failed after its claim committed: a retry may try again. */
  async giveUp(request: IdempotentRequest): Promise<void> {
    await this.dataSource.query('DELETE FROM idempotent_requests WHERE scope = $1 AND key = $2 AND answer IS NULL', [request.scope, request.key]);
  }

  /** Keys older than 24 hours, dropped by the daily clean-up. */
  async prune(): Promise<number> {
    const dropped = await queryRows<Pick<IdempotentRequestRow, 'key'>>(
      this.dataSource,
      `DELETE FROM idempotent_requests WHERE NOT (${FRESH}) RETURNING key`,
    );
    return dropped.length;
  }
}
