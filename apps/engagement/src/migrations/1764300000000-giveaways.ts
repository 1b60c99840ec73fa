import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Giveaways, their entries and the draw's tickets (docs/product/engagement.md §3; docs/rules.md §9).
 * One entry per e-mail per giveaway is held by the database, not by a read-then-write check.
 * Tickets are rows so a share or a spent credit adds one without touching the entry: `source_id` names
 * the entry, share or credit spend that earned it, and each earns its ticket once.
 */
export class Giveaways1764300000000 implements MigrationInterface {
  name = 'Giveaways1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE giveaways (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        question text NOT NULL DEFAULT '',
        image_url text,
        is_active boolean NOT NULL DEFAULT true,
        is_coming_soon boolean NOT NULL DEFAULT false,
        start_date timestamptz,
        end_date timestamptz,
        bulletin_message text NOT NULL DEFAULT '',
        website_url text NOT NULL DEFAULT '',
        business_handle text NOT NULL DEFAULT '',
        share_hashtags text NOT NULL DEFAULT '',
        instagram_share_text text NOT NULL DEFAULT '',
        facebook_share_text text NOT NULL DEFAULT '',
        tiktok_share_text text NOT NULL DEFAULT '',
        share_text text NOT NULL DEFAULT '',
        winner_email text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)
      )`);
    await runner.query(`
      CREATE TABLE giveaway_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        giveaway_id uuid NOT NULL REFERENCES giveaways (id) ON DELETE CASCADE,
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        answer text NOT NULL CHECK (length(answer) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT giveaway_entries_one_per_email UNIQUE (giveaway_id, user_email)
      )`);
    await runner.query(`
      CREATE TABLE giveaway_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        giveaway_id uuid NOT NULL REFERENCES giveaways (id) ON DELETE CASCADE,
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        source text NOT NULL CHECK (source IN ('answer', 'share', 'credit')),
        source_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT giveaway_tickets_one_per_source UNIQUE (source, source_id)
      )`);
    await runner.query('CREATE INDEX giveaway_tickets_giveaway ON giveaway_tickets (giveaway_id)');
    // Every pick, draw and clearing of a winner: who, when, over how many tickets, and whom (docs/rules.md §9).
    await runner.query(`
      CREATE TABLE giveaway_draws (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        giveaway_id uuid NOT NULL REFERENCES giveaways (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('draw', 'pick', 'clear')),
        admin_email text NOT NULL,
        ticket_count int NOT NULL,
        winner_email text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE giveaway_draws');
    await runner.query('DROP TABLE giveaway_tickets');
    await runner.query('DROP TABLE giveaway_entries');
    await runner.query('DROP TABLE giveaways');
  }
}
