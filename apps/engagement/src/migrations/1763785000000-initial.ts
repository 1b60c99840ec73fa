import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1763785000000 implements MigrationInterface {
  name = 'Initial1763785000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) <= 254),
        device_type text,
        browser_info text,
        screen_resolution text,
        timezone text,
        referral_source text,
        device_id text,
        referral_code text,
        referral_code_at timestamptz,
        login_count int NOT NULL DEFAULT 1,
        last_login_at timestamptz NOT NULL DEFAULT now(),
        last_activity_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE verification_codes (
        email text PRIMARY KEY,
        code_hash text NOT NULL,
        attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE verification_codes');
    await runner.query('DROP TABLE users');
  }
}
