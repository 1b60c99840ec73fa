import { MigrationInterface, QueryRunner } from 'typeorm';

/** Subscription plans (docs/product/back-office.md "Subscription"): money in integer cents (docs/rules.md §1). */
export class Subscriptions1763790200000 implements MigrationInterface {
  name = 'Subscriptions1763790200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
        description text NOT NULL DEFAULT '',
        base_price_cents int NOT NULL CHECK (base_price_cents >= 0),
        price_1_month_cents int CHECK (price_1_month_cents >= 0),
        price_3_month_cents int CHECK (price_3_month_cents >= 0),
        price_6_month_cents int CHECK (price_6_month_cents >= 0),
        price_12_month_cents int CHECK (price_12_month_cents >= 0),
        is_early_bird_enabled boolean NOT NULL DEFAULT false,
        early_bird_price_cents int CHECK (early_bird_price_cents >= 0),
        has_12_month_bonus boolean NOT NULL DEFAULT false,
        twelve_month_bonus_text text NOT NULL DEFAULT '',
        has_free_lessons boolean NOT NULL DEFAULT false,
        free_lessons_weeks int CHECK (free_lessons_weeks BETWEEN 1 AND 52),
        free_lessons_text text NOT NULL DEFAULT '',
        characteristics text[] NOT NULL DEFAULT '{}',
        images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 10),
        reviews text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- an enabled early-bird price replaces every plan's monthly price, so it must exist
        CONSTRAINT subscriptions_early_bird_price CHECK (NOT is_early_bird_enabled OR early_bird_price_cents > 0)
      )`);
    await runner.query('CREATE INDEX subscriptions_listing_idx ON subscriptions (is_active, created_at, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE subscriptions');
  }
}
