import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables every service has beside its own: the outbox it publishes from
 * and the record of events it has consumed. Every service lists this
 * migration first, so the DDL lives once.
 */
export class PlatformTables1763784000000 implements MigrationInterface {
  name = 'PlatformTables1763784000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE outbox (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        name text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await runner.query('CREATE INDEX outbox_unpublished_idx ON outbox (seq) WHERE published_at IS NULL');
    await runner.query(`
      CREATE TABLE processed_events (
        event_id uuid NOT NULL,
        consumer text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, consumer)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE processed_events');
    await runner.query('DROP TABLE outbox');
  }
}
