import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Giveaway shares remember the shopper session that made them, as likes and entries do (docs/rules.md §4 "An e-mail
 * address is not a key to the account"): an unverified session counts and spends only the shares it made itself.
 * Shares made earlier have none, so only a verified session reaches them.
 */
export class SessionScopedShares1765000000000 implements MigrationInterface {
  name = 'SessionScopedShares1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE giveaway_shares ADD COLUMN session_id uuid');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE giveaway_shares DROP COLUMN session_id');
  }
}
