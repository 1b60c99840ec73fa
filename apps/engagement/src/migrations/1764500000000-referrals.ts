import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_REFERRAL_TIERS } from '@shop/contracts';

/**
 * Referral links, touches, attributed transactions, tiers and commission settings (docs/product/engagement.md
 * "Referrals screen", §3; docs/product/back-office.md §2.6, "Referral System Oversight", §3; docs/rules.md §8).
 * A link's counters and each referrer's monthly sales are kept up to date by the attribution, in the transaction that
 * records the referral, so the dashboard reads a handful of rows however many orders a referrer brought.
 * Money in cents, rates in basis points (1 % = 100).
 */
export class Referrals1764500000000 implements MigrationInterface {
  name = 'Referrals1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE referral_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_email text NOT NULL CHECK (user_email = lower(user_email)),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,64}$'),
        coupon_code text,
        is_active boolean NOT NULL DEFAULT true,
        click_count int NOT NULL DEFAULT 0 CHECK (click_count >= 0),
        conversion_count int NOT NULL DEFAULT 0 CHECK (conversion_count >= 0),
        total_sales_cents bigint NOT NULL DEFAULT 0 CHECK (total_sales_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX referral_links_owner ON referral_links (user_email, created_at)');
    // The shopper arrived with ?ref=code (sign-in with the code, or a click while signed in); a deleted link's go with it.
    await runner.query(`
      CREATE TABLE referral_touches (
        id bigserial PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        link_id uuid NOT NULL REFERENCES referral_links (id) ON DELETE CASCADE,
        code text NOT NULL,
        touched_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX referral_touches_latest ON referral_touches (email, touched_at DESC)');
    await runner.query(`
      CREATE TABLE referral_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tier_level int NOT NULL UNIQUE,
        tier_name text NOT NULL,
        tier_emoji text NOT NULL,
        tier_color text NOT NULL,
        tier_description text NOT NULL DEFAULT '',
        rate_basis_points int NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
        min_monthly_sales_cents bigint NOT NULL CHECK (min_monthly_sales_cents >= 0),
        max_monthly_sales_cents bigint CHECK (max_monthly_sales_cents IS NULL OR max_monthly_sales_cents >= min_monthly_sales_cents),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const tier of DEFAULT_REFERRAL_TIERS) {
      await runner.query(
        `INSERT INTO referral_tiers (tier_level, tier_name, tier_emoji, tier_color, tier_description, rate_basis_points,
           min_monthly_sales_cents, max_monthly_sales_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          tier.tierLevel,
          tier.tierName,
          tier.tierEmoji,
          tier.tierColor,
          tier.tierDescription,
          Math.round(tier.storeCreditPercentage * 100),
          Math.round(tier.minMonthlySales * 100),
          tier.maxMonthlySales === null ? null : Math.round(tier.maxMonthlySales * 100),
        ],
      );
    }
    await runner.query(`
      CREATE TABLE commission_settings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        rate_basis_points int NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
        description text,
        valid_from timestamptz NOT NULL,
        valid_until timestamptz CHECK (valid_until IS NULL OR valid_until > valid_from),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One per paid order (order_id UNIQUE): a replayed order.paid finds it and changes nothing. The link's name and code
    // are copied, so the history still reads after the link is deleted.
    await runner.query(`
      CREATE TABLE referral_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL UNIQUE,
        link_id uuid REFERENCES referral_links (id) ON DELETE SET NULL,
        link_name text NOT NULL,
        link_code text NOT NULL,
        referrer_email text NOT NULL,
        referred_email text NOT NULL,
        order_type text NOT NULL,
        order_created_at timestamptz NOT NULL,
        order_amount_cents bigint NOT NULL CHECK (order_amount_cents >= 0),
        commission_cents bigint NOT NULL CHECK (commission_cents >= 0),
        rate_basis_points int NOT NULL CHECK (rate_basis_points BETWEEN 0 AND 10000),
        setting_id uuid REFERENCES commission_settings (id) ON DELETE SET NULL,
        tier_id uuid REFERENCES referral_tiers (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (referrer_email <> referred_email)
      )`);
    await runner.query('CREATE INDEX referral_transactions_newest ON referral_transactions (created_at DESC, id DESC)');
    await runner.query('CREATE INDEX referral_transactions_referrer ON referral_transactions (referrer_email)');
    // Per referrer and calendar month (UTC) of the order: the tier's measure and the dashboard's totals.
    await runner.query(`
      CREATE TABLE referral_monthly_sales (
        referrer_email text NOT NULL,
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        sales_cents bigint NOT NULL DEFAULT 0 CHECK (sales_cents >= 0),
        orders int NOT NULL DEFAULT 0 CHECK (orders >= 0),
        commission_cents bigint NOT NULL DEFAULT 0 CHECK (commission_cents >= 0),
        PRIMARY KEY (referrer_email, month)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE referral_monthly_sales');
    await runner.query('DROP TABLE referral_transactions');
    await runner.query('DROP TABLE commission_settings');
    await runner.query('DROP TABLE referral_tiers');
    await runner.query('DROP TABLE referral_touches');
    await runner.query('DROP TABLE referral_links');
  }
}
