import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupons and their holds by orders, the mystery-box tiers and the
 * promotion switch (docs/product/back-office.md §3 "Coupon", "Mystery box"; docs/rules.md §3, §7).
 * Money is integer cents.
 */
export class CouponsMysteryBoxes1763790000000 implements MigrationInterface {
  name = 'CouponsMysteryBoxes1763790000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE coupons (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{1,50}$'),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
        -- the percent of a percentage coupon, the cents of a fixed one
        discount_value int NOT NULL,
        is_single_use boolean NOT NULL DEFAULT false,
        minimum_order_cents int CHECK (minimum_order_cents >= 0),
        -- valid up to and including this instant; null never expires
        expires_at timestamptz,
        is_active boolean NOT NULL DEFAULT true,
        usage_count int NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT coupons_code_unique UNIQUE (code),
        CHECK (
          (discount_type = 'percentage' AND discount_value BETWEEN 1 AND 100)
          OR (discount_type = 'fixed' AND discount_value > 0)
        )
      )`);
    await runner.query('CREATE INDEX coupons_newest ON coupons (created_at DESC)');

    // One row per order that used a coupon: held while the order is pending,
    // redeemed once it is paid, released when it expires or is cancelled.
    await runner.query(`
      CREATE TABLE coupon_holds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coupon_id uuid NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
        order_id text NOT NULL CHECK (length(order_id) BETWEEN 1 AND 100),
        -- copied from the coupon when held, so the index below can read it
        single_use boolean NOT NULL,
        status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'redeemed', 'released')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT coupon_holds_order_unique UNIQUE (order_id)
      )`);
    // docs/rules.md §7: a single-use coupon is held or redeemed by at most one order, whatever races.
    await runner.query(`
      CREATE UNIQUE INDEX coupon_holds_single_use_live ON coupon_holds (coupon_id)
      WHERE single_use AND status IN ('held', 'redeemed')`);
    await runner.query('CREATE INDEX coupon_holds_coupon ON coupon_holds (coupon_id, status)');

    await runner.query(`
      CREATE TABLE mystery_box_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        description text,
        threshold_cents int NOT NULL CHECK (threshold_cents >= 0),
        reward_value_cents int NOT NULL CHECK (reward_value_cents >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX mystery_box_tiers_threshold ON mystery_box_tiers (threshold_cents)');

    // Commerce's own switches; `mystery_box_enabled` is the promotion's toggle.
    await runner.query(`
      CREATE TABLE commerce_settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // docs/rules.md §3: the default tiers, and the promotion on.
    await runner.query(`
      INSERT INTO mystery_box_tiers (title, description, threshold_cents, reward_value_cents, created_at) VALUES
        ('Mystery Box ($40 value)', 'Spend $99 or more and a mystery box worth $40 is added to your order free.', 9900, 4000, now()),
        ('Mystery Box ($80 value)', 'Spend $199 or more and a mystery box worth $80 is added to your order free.', 19900, 8000, now() + interval '1 microsecond'),
        ('Mystery Box ($120 value)', 'Spend $299 or more and a mystery box worth $120 is added to your order free.', 29900, 12000, now() + interval '2 microseconds'),
        ('Mystery Box ($160 value)', 'Spend $399 or more and a mystery box worth $160 is added to your order free.', 39900, 16000, now() + interval '3 microseconds'),
        ('Mystery Box ($200 value)', 'Spend $500 or more and a mystery box worth $200 is added to your order free.', 50000, 20000, now() + interval '4 microseconds')`);
    await runner.query(`INSERT INTO commerce_settings (key, value) VALUES ('mystery_box_enabled', 'true'::jsonb)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE commerce_settings');
    await runner.query('DROP TABLE mystery_box_tiers');
    await runner.query('DROP TABLE coupon_holds');
    await runner.query('DROP TABLE coupons');
  }
}
