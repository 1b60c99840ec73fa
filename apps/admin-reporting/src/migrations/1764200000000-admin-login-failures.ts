import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong admin passwords counted per account, whichever gateway or address
 * they come from (docs/rules.md §4). Keyed by a hash of the e-mail, so an
 * unknown e-mail is counted and locked like an admin's.
 */
export class AdminLoginFailures1764200000000 implements MigrationInterface {
  name = 'AdminLoginFailures1764200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE admin_login_failures (
        email_hash text PRIMARY KEY,
        failures int NOT NULL CHECK (failures > 0),
        failures_since_sign_in int NOT NULL CHECK (failures_since_sign_in > 0),
        locks int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        addresses text[] NOT NULL,
        last_failed_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX admin_login_failures_last_idx ON admin_login_failures (last_failed_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE admin_login_failures');
  }
}
