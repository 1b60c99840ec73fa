import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@shop/contracts';
import type { Bus } from '../bus/bus';
import { queryRows } from '../database/query-rows';
import type { OutboxRow } from './outbox-row';
import type { ProcessedEventRow } from './processed-event-row';

const BATCH_SIZE = 100;
const POLL_INTERVAL_MS = 1_000;

/** Writes an event into the outbox inside the caller's transaction. */
export async function addToOutbox(manager: EntityManager, name: string, payload: unknown): Promise<string> {
  const id = randomUUID();
  await manager.query('INSERT INTO outbox (id, name, payload) VALUES ($1, $2, $3)', [id, name, JSON.stringify(payload)]);
  return id;
}

/**
 * Publishes committed outbox rows to the bus, oldest first, and marks them
 * published only once the bus has them. Rows are locked with SKIP LOCKED, so
 * several instances of one service share the work without sending a row twice
 * at the same time; a crash between publish and mark re-sends it, which the
 * consumers' idempotency absorbs.
 */
export class OutboxRelay {
  private readonly logger: Logger;
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: Bus,
    private readonly source: string,
  ) {
    this.logger = new Logger(`Outbox:${source}`);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), POLL_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling; what was committed before is published first (a crash instead leaves it for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 10));
    try {
      while ((await this.publishBatch()) === BATCH_SIZE) {
        /* keep going */
      }
    } catch (err) {
      this.logger.warn(`left unpublished at stop, sent at the next start: ${(err as Error).message}`);
    }
  }

  /** Asks for a publish pass now (after a commit); passes never overlap. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((err) => this.logger.warn(`publish failed, will retry: ${(err as Error).message}`))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (await this.publishBatch()) === BATCH_SIZE) {
      /* keep going */
    }
  }

  private async publishBatch(): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    return this.dataSource.transaction(async (manager) => {
      const rows = await queryRows<Pick<OutboxRow, 'seq' | 'id' | 'name' | 'payload' | 'occurred_at'>>(
        manager,
        `SELECT seq, id, name, payload, occurred_at FROM outbox
         WHERE published_at IS NULL ORDER BY seq LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
      );
      await this.bus.publishEvents(
        rows.map((row) => ({
          id: row.id,
          name: row.name,
          occurredAt: new Date(row.occurred_at).toISOString(),
          source: this.source,
          payload: row.payload,
        })),
      );
      if (rows.length) await manager.query('UPDATE outbox SET published_at = now() WHERE seq = ANY($1::bigint[])', [rows.map((row) => row.seq)]);
      return rows.length;
    });
  }
}

/**
 * Runs a consumer's work at most once per event: the event id is recorded in
 * the same transaction as the work, so a redelivered event changes nothing.
 */
export async function consumeOnce(
  dataSource: DataSource,
  consumer: string,
  event: EventEnvelope,
  work: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const inserted = await queryRows<Pick<ProcessedEventRow, 'event_id'>>(
      manager,
      'INSERT INTO processed_events (event_id, consumer) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
      [event.id, consumer],
    );
    if (inserted.length === 0) return false;
    await work(manager);
    return true;
  });
}
