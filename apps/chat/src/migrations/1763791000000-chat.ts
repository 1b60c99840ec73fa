import { MigrationInterface, QueryRunner } from 'typeorm';

/** Chat sessions and their messages (docs/product/engagement.md §3; docs/product/back-office.md §2.4; docs/rules.md §4). */
export class Chat1763791000000 implements MigrationInterface {
  name = 'Chat1763791000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE chat_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_email text NOT NULL CHECK (length(user_email) BETWEEN 3 AND 254),
        user_name text CHECK (length(user_name) <= 100),
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'active', 'ended')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        accepted_at timestamptz,
        ended_at timestamptz
      )`);
    // A visitor has at most one open (waiting or active) session, whatever races.
    await runner.query(`CREATE UNIQUE INDEX chat_sessions_one_open ON chat_sessions (user_email) WHERE status IN ('waiting', 'active')`);
    await runner.query('CREATE INDEX chat_sessions_by_email ON chat_sessions (user_email, created_at DESC)');
    await runner.query('CREATE INDEX chat_sessions_newest ON chat_sessions (created_at DESC)');
    await runner.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
        message_type text NOT NULL DEFAULT 'text' CHECK (message_type IN ('text', 'image', 'voice')),
        message text CHECK (length(message) <= 4000),
        file_url text,
        file_name text CHECK (length(file_name) <= 255),
        file_size int CHECK (file_size >= 0),
        file_duration double precision CHECK (file_duration >= 0),
        is_admin boolean NOT NULL DEFAULT false,
        sender_name text NOT NULL,
        sender_email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((message_type = 'text' AND message IS NOT NULL AND length(btrim(message)) > 0) OR (message_type <> 'text' AND file_url IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX chat_messages_session_time ON chat_messages (session_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE chat_messages');
    await runner.query('DROP TABLE chat_sessions');
  }
}
