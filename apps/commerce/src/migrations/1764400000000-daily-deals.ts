import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily deals (docs/product/engagement.md §3 "Daily deal"; docs/rules.md §7): money in cents, stock that can
 * never be oversold (the CHECK is the last word under any race), a window whose end follows its start.
 * "Expired" is not a status: it is the end having passed (processing scheduled deals turns such a deal inactive).
 */
export class DailyDeals1764400000000 implements MigrationInterface {
  name = 'DailyDeals1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE daily_deals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        images jsonb NOT NULL DEFAULT '[]'::jsonb,
        original_price_cents integer NOT NULL CHECK (original_price_cents > 0),
        sale_price_cents integer NOT NULL CHECK (sale_price_cents >= 0 AND sale_price_cents < original_price_cents),
        quantity integer NOT NULL CHECK (quantity >= 1),
        sold_count integer NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('scheduled', 'active', 'inactive')),
        start_date timestamptz NOT NULL,
        end_date timestamptz NOT NULL,
        product_id uuid,
        product_link text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT daily_deals_stock CHECK (sold_count >= 0 AND sold_count <= quantity),
        CONSTRAINT daily_deals_window CHECK (end_date > start_date)
      )`);
    // The public list and the scheduler read by status and window.
    await runner.query('CREATE INDEX daily_deals_status_idx ON daily_deals (status, start_date, end_date)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE daily_deals');
  }
}
