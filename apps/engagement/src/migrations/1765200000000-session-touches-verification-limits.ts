import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral touches belong to the session that made them (docs/rules.md §4, §8): `session_id` names it, and `of_account`
 * says whether the account's own attribution may use it — true for a touch made by a verified session or promoted when
 * its session was verified. Touches made before sessions were recorded keep no session and stay the account's.
 *
 * Verification's per-person limits (docs/rules.md §4), keyed by a hash of the canonical e-mail: wrong codes in the hour
 * and the lock they start, and the code e-mails sent in the short and the daily window.
 */
export class SessionTouchesVerificationLimits1765200000000 implements MigrationInterface {
  name = 'SessionTouchesVerificationLimits1765200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE referral_touches ADD COLUMN session_id uuid, ADD COLUMN of_account boolean NOT NULL DEFAULT true');
    await runner.query('ALTER TABLE referral_touches ALTER COLUMN of_account DROP DEFAULT');
    await runner.query('CREATE INDEX referral_touches_session ON referral_touches (session_id) WHERE session_id IS NOT NULL');
    await runner.query(`
      CREATE TABLE verification_failures (
        email_hash text PRIMARY KEY,
        failures int NOT NULL CHECK (failures > 0),
        window_ends_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);
    await runner.query('CREATE INDEX verification_failures_window ON verification_failures (window_ends_at)');
    await runner.query(`
      CREATE TABLE verification_code_mails (
        email_hash text PRIMARY KEY,
        recent int NOT NULL CHECK (recent > 0),
        recent_ends_at timestamptz NOT NULL,
        today int NOT NULL CHECK (today > 0),
        today_ends_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX verification_code_mails_ends ON verification_code_mails (greatest(recent_ends_at, today_ends_at))');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE verification_code_mails');
    await runner.query('DROP TABLE verification_failures');
    await runner.query('DROP INDEX referral_touches_session');
    await runner.query('ALTER TABLE referral_touches DROP COLUMN of_account, DROP COLUMN session_id');
  }
}
