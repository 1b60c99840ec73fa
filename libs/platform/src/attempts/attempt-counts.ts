import { createHash } from 'node:crypto';
import { Controller, Inject, Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { AttemptCount, AttemptCountRequest, attemptCountPattern, ServiceName } from '@shop/contracts';
import { queryRows } from '../database/query-rows';

/**
 * The table a service counts attempts in for the gateway's account-protecting
 * limits. Keys are stored hashed (they hold e-mails and addresses). A service
 * that counts attempts lists this migration and `createAttemptCountHandlers`.
 */
export class AttemptCounts1764000000000 implements MigrationInterface {
  name = 'AttemptCounts1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE attempt_counts (
        scope text NOT NULL,
        key_hash text NOT NULL,
        attempts int NOT NULL CHECK (attempts > 0),
        window_ends_at timestamptz NOT NULL,
        PRIMARY KEY (scope, key_hash)
      )`);
    await runner.query('CREATE INDEX attempt_counts_window_idx ON attempt_counts (window_ends_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE attempt_counts');
  }
}

/** An attempt counted: its number in the window, and the milliseconds until the window ends. */
interface CountedAttemptRow {
  attempts: number;
  retry_after_ms: number;
}

/**
 * Counts one attempt in a fixed window that opens with the first attempt, in
 * one statement (concurrent attempts from several gateways each get their own
 * number). Windows that have ended are removed first.
 */
export async function countAttempt(dataSource: DataSource, { scope, key, windowMs }: AttemptCountRequest): Promise<AttemptCount> {
  await dataSource.query('DELETE FROM attempt_counts WHERE window_ends_at < now()');
  const [row] = await queryRows<CountedAttemptRow>(
    dataSource,
    `INSERT INTO attempt_counts AS c (scope, key_hash, attempts, window_ends_at)
     VALUES ($1, $2, 1, now() + make_interval(secs => $3::double precision / 1000))
     ON CONFLICT (scope, key_hash) DO UPDATE SET
       attempts = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.attempts + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING attempts, greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::int AS retry_after_ms`,
    [scope, createHash('sha256').update(key).digest('hex'), windowMs],
  );
  return { attempts: row.attempts, retryAfterMs: row.retry_after_ms };
}

/** Answers `<service>.attempts.count` from the service's own `attempt_counts`. */
export function createAttemptCountHandlers(service: ServiceName): Type<unknown> {
  @Controller()
  class AttemptCountHandlers {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    @MessagePattern(attemptCountPattern(service))
    count(@Payload() input: AttemptCountRequest): Promise<AttemptCount> {
      return countAttempt(this.dataSource, input);
    }
  }
  return AttemptCountHandlers;
}
