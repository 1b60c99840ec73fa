import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An audit entry is recorded before the write it describes (docs/rules.md §4 "Audit log"), so its status
 * is unknown at first: null until the write's outcome is recorded.
 */
export class AuditAttempts1764210000000 implements MigrationInterface {
  name = 'AuditAttempts1764210000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE audit_log ALTER COLUMN status_code DROP NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    // The log is never thinned: an unknown outcome becomes 0.
    await runner.query('UPDATE audit_log SET status_code = 0 WHERE status_code IS NULL');
    await runner.query('ALTER TABLE audit_log ALTER COLUMN status_code SET NOT NULL');
  }
}
