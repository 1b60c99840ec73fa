import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gravity (Dutch) auctions (docs/product/engagement.md §3, docs/rules.md §7). Money in integer cents; the price is
 * never stored, it is computed from `started_at` and the clock. `sold_count <= quantity` is the database's own
 * guard against overselling; a purchase's conditional UPDATE keeps to it. A purchase remembers which order holds its
 * unit, so the order's expiry gives the unit back.
 */
export class DutchAuctions1764410000000 implements MigrationInterface {
  name = 'DutchAuctions1764410000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE dutch_auctions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        images jsonb NOT NULL DEFAULT '[]',
        is_active boolean NOT NULL DEFAULT false,
        start_price_cents int NOT NULL,
        end_price_cents int NOT NULL,
        original_retail_price_cents int NOT NULL,
        price_drop_cents int NOT NULL CHECK (price_drop_cents > 0),
        price_drop_interval_seconds int NOT NULL CHECK (price_drop_interval_seconds >= 1),
        quantity int NOT NULL CHECK (quantity >= 1),
        sold_count int NOT NULL DEFAULT 0 CHECK (sold_count >= 0),
        started_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT dutch_auctions_prices CHECK (start_price_cents > end_price_cents AND end_price_cents > 0),
        CONSTRAINT dutch_auctions_no_oversell CHECK (sold_count <= quantity)
      )`);
    await runner.query('CREATE INDEX dutch_auctions_active_idx ON dutch_auctions (created_at DESC) WHERE is_active');
    await runner.query(`
      CREATE TABLE dutch_auction_purchases (
        order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        auction_id uuid NOT NULL REFERENCES dutch_auctions (id) ON DELETE CASCADE,
        price_cents int NOT NULL CHECK (price_cents > 0),
        released boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX dutch_auction_purchases_auction_idx ON dutch_auction_purchases (auction_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE dutch_auction_purchases');
    await runner.query('DROP TABLE dutch_auctions');
  }
}
