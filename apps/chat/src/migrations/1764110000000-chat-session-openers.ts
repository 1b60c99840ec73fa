import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which shopper session opened each conversation (docs/rules.md §4): an unverified session reads back only the
 * conversations it opened, so an e-mail may now have several open ones — at most one per shopper session, and one
 * that support opened. Conversations from before this change have no opener: only verified sessions and admins see them.
 */
export class ChatSessionOpeners1764110000000 implements MigrationInterface {
  name = 'ChatSessionOpeners1764110000000';

  async up(runner: QueryRunner): Promise<void> {
    // opened_by_session: null when support opened it (force-message) or it predates this column.
    // opened_unverified: opened by a session not verified at the time, and not written to by it since it was.
    await runner.query(`
      ALTER TABLE chat_sessions
        ADD COLUMN opened_by_session uuid,
        ADD COLUMN opened_unverified boolean NOT NULL DEFAULT false`);
    await runner.query('DROP INDEX chat_sessions_one_open');
    await runner.query(`
      CREATE UNIQUE INDEX chat_sessions_one_open_per_opener ON chat_sessions (opened_by_session)
      WHERE status IN ('waiting', 'active') AND opened_by_session IS NOT NULL`);
    await runner.query(`
      CREATE UNIQUE INDEX chat_sessions_one_open_by_support ON chat_sessions (user_email)
      WHERE status IN ('waiting', 'active') AND opened_by_session IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX chat_sessions_one_open_by_support');
    await runner.query('DROP INDEX chat_sessions_one_open_per_opener');
    // The old index allows one open conversation per e-mail: the newest stays open.
    await runner.query(`
      UPDATE chat_sessions SET status = 'ended', ended_at = coalesce(ended_at, clock_timestamp())
      WHERE status IN ('waiting', 'active') AND id NOT IN (
        SELECT DISTINCT ON (user_email) id FROM chat_sessions WHERE status IN ('waiting', 'active') ORDER BY user_email, created_at DESC)`);
    await runner.query(`CREATE UNIQUE INDEX chat_sessions_one_open ON chat_sessions (user_email) WHERE status IN ('waiting', 'active')`);
    await runner.query('ALTER TABLE chat_sessions DROP COLUMN opened_unverified, DROP COLUMN opened_by_session');
  }
}
