import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes and giveaway entries remember the shopper session that made them (docs/rules.md §4 "An e-mail address is not
 * a key to the account"): an unverified session reads and takes back only its own, never what the e-mail had before.
 * Rows made earlier have none, so only a verified session (or an admin) reaches them.
 */
export class SessionScopedLikesEntries1764916000000 implements MigrationInterface {
  name = 'SessionScopedLikesEntries1764916000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE gallery_likes ADD COLUMN session_id uuid');
    await runner.query('ALTER TABLE giveaway_entries ADD COLUMN session_id uuid');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE giveaway_entries DROP COLUMN session_id');
    await runner.query('ALTER TABLE gallery_likes DROP COLUMN session_id');
  }
}
