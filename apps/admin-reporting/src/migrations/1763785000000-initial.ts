import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1763785000000 implements MigrationInterface {
  name = 'Initial1763785000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE admins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text NOT NULL,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE admin_sessions (
        token_hash text PRIMARY KEY,
        admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL,
        admin_email text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        target text,
        ip text NOT NULL,
        status_code int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)');
    await runner.query('CREATE INDEX audit_log_admin_idx ON audit_log (admin_email, created_at DESC)');
    await runner.query(`
      CREATE TABLE reported_users (
        id uuid NOT NULL,
        email text PRIMARY KEY,
        created_at timestamptz NOT NULL,
        device_type text,
        referral_code text,
        page_views int NOT NULL DEFAULT 0,
        last_activity_at timestamptz
      )`);
    await runner.query('CREATE UNIQUE INDEX reported_users_id_idx ON reported_users (id)');
    await runner.query('CREATE INDEX reported_users_created_idx ON reported_users (created_at DESC)');
    await runner.query(`
      CREATE TABLE user_activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL UNIQUE,
        email text NOT NULL,
        activity_type text NOT NULL,
        description text,
        page_path text,
        time_spent int,
        metadata jsonb,
        device_used text,
        created_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX user_activities_email_idx ON user_activities (email, created_at DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['user_activities', 'reported_users', 'audit_log', 'admin_sessions', 'admins']) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
