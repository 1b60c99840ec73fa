import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Giveaway shares, their review, the giveaways' share content and red-flag clearances
 * (docs/product/engagement.md "Share flow"; docs/product/back-office.md §3, §4; docs/rules.md §9).
 * An approved share earns one ticket: `giveaway_tickets (source 'share', source_id = the share)` is unique, so
 * approving twice cannot add a second. A "Save for Future" share, once approved, is a share credit until a
 * later entry turns it into a ticket there (`redeemed_giveaway_id`).
 */
export class GiveawayShares1764400000000 implements MigrationInterface {
  name = 'GiveawayShares1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE giveaways
        ADD COLUMN sharing_guide text NOT NULL DEFAULT '',
        ADD COLUMN pending_share_content jsonb,
        ADD COLUMN share_content_approved boolean NOT NULL DEFAULT false,
        ADD COLUMN reopened_at timestamptz`);
    await runner.query(`
      CREATE TABLE giveaway_shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        giveaway_id uuid NOT NULL REFERENCES giveaways (id) ON DELETE CASCADE,
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        platform text NOT NULL,
        share_text text NOT NULL DEFAULT '',
        share_url text,
        profile_url text,
        platform_opened boolean,
        verification_data jsonb NOT NULL DEFAULT '{}',
        save_for_later boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        decided_by text,
        decided_at timestamptz,
        redeemed_giveaway_id uuid REFERENCES giveaways (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX giveaway_shares_user ON giveaway_shares (user_email, created_at)');
    await runner.query('CREATE INDEX giveaway_shares_status ON giveaway_shares (status, updated_at DESC)');
    await runner.query('CREATE INDEX giveaway_shares_created ON giveaway_shares (created_at)');
    // A red flag is computed from the shares made after its account was last cleared.
    await runner.query(`
      CREATE TABLE red_flag_clearances (
        email text PRIMARY KEY CHECK (email = lower(email)),
        cleared_at timestamptz NOT NULL DEFAULT now(),
        cleared_by text NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE red_flag_clearances');
    await runner.query('DROP TABLE giveaway_shares');
    await runner.query(`ALTER TABLE giveaways DROP COLUMN sharing_guide, DROP COLUMN pending_share_content,
      DROP COLUMN share_content_approved, DROP COLUMN reopened_at`);
  }
}
