import type { DataSource } from 'typeorm';
import type { BusStreamLimits } from '../config';
import { queryRows } from '../database/query-rows';
import type { OutboxRow } from './outbox-row';
import type { ProcessedEventRow } from './processed-event-row';

/** Published outbox rows are kept a day (to look into), then dropped; an unpublished one is never dropped. */
export const PUBLISHED_OUTBOX_KEPT_HOURS = 24;
const EVERY_HOUR = 3_600_000;

/**
 * What the outbox and the consumed-event record may forget: outbox rows published more than a day ago, and consumed
 * event ids older than the stream keeps events plus a day (no redelivery can bring one back after that). Answers how
 * many rows of each went.
 */
export async function pruneOutbox(dataSource: DataSource, stream: BusStreamLimits): Promise<{ outbox: number; processed: number }> {
  const outbox = await queryRows<Pick<OutboxRow, 'seq'>>(
    dataSource,
    'DELETE FROM outbox WHERE published_at < now() - make_interval(hours => $1) RETURNING seq',
    [PUBLISHED_OUTBOX_KEPT_HOURS],
  );
  const processed = await queryRows<Pick<ProcessedEventRow, 'event_id'>>(
    dataSource,
    'DELETE FROM processed_events WHERE processed_at < now() - make_interval(hours => $1) RETURNING event_id',
    [stream.maxAgeHours + 24],
  );
  return { outbox: outbox.length, processed: processed.length };
}

/** Prunes every hour (each instance may: a plain DELETE); answers the stop. */
export function scheduleOutboxPruning(dataSource: DataSource, stream: BusStreamLimits, onError: (err: Error) => void): () => void {
  const timer = setInterval(() => void pruneOutbox(dataSource, stream).catch(onError), EVERY_HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
