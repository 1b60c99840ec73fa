import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The overview's share and gallery counts (docs/product/back-office.md §3 "Analytics"), kept by the consumers of
 * engagement's giveaway.shared / giveaway.share-decided / gallery.submitted / gallery.decided / gallery.removed events.
 */
export class EngagementCounts1764620000000 implements MigrationInterface {
  name = 'EngagementCounts1764620000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE analytics_totals
        ADD COLUMN shares bigint NOT NULL DEFAULT 0,
        ADD COLUMN approved_shares bigint NOT NULL DEFAULT 0,
        ADD COLUMN gallery_submissions bigint NOT NULL DEFAULT 0,
        ADD COLUMN approved_artworks bigint NOT NULL DEFAULT 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE analytics_totals
        DROP COLUMN shares, DROP COLUMN approved_shares, DROP COLUMN gallery_submissions, DROP COLUMN approved_artworks`);
  }
}
