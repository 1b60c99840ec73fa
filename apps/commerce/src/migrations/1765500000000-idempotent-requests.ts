import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `idempotent_requests` (docs/rules.md §6 "Retried requests"): a client's Idempotency-Key per kind of request and
 * caller, what the request was (a hash of its body) and, once it finished, its answer, for 24 hours. The key is
 * claimed in the transaction that does the work, so a retry finds the work done or under way, never half of it.
 */
export class IdempotentRequests1765500000000 implements MigrationInterface {
  name = 'IdempotentRequests1765500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE idempotent_requests (
        scope text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        answer jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await runner.query('CREATE INDEX idempotent_requests_created_idx ON idempotent_requests (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE idempotent_requests');
  }
}
