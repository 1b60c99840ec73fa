import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock (docs/rules.md §7):
 * - `stock_levels`: the units on hand of each counted item of a product (the product itself, a pan size, a variant);
 *   the CHECK is the net under the checkout's conditional updates: never below 0, never absurd; every checkout
 *   updates its rows, so pages are kept half empty for in-page (HOT) updates;
 * - `stock_movements`: the ledger, one row per movement with who, why and the level after it; an item's level is the
 *   sum of its movements, and what an order still holds of an item is minus the sum of that order's movements of it
 *   (so expiry, cancellation and payment act on exactly that, once);
 * - `stock_back_requests`: shoppers waiting to be told that a sold-out item is back, each told once.
 */
export class Stock1765400000000 implements MigrationInterface {
  name = 'Stock1765400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE stock_levels (
        product_id uuid NOT NULL,
        item text NOT NULL CHECK (item IN ('product', 'half', 'full', 'grande') OR item ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
        level int NOT NULL CHECK (level >= 0 AND level <= 1000000),
        threshold int CHECK (threshold >= 0 AND threshold <= 1000000),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, item)
      ) WITH (fillfactor = 50)`);
    await runner.query(`
      CREATE TABLE stock_movements (
        id bigserial PRIMARY KEY,
        product_id uuid NOT NULL,
        item text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('restock', 'correction', 'reservation', 'release', 'sale', 'return')),
        delta int NOT NULL,
        level int NOT NULL CHECK (level >= 0),
        order_id uuid,
        actor text NOT NULL,
        reason text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX stock_movements_item_idx ON stock_movements (product_id, item, id)');
    await runner.query('CREATE INDEX stock_movements_order_idx ON stock_movements (order_id) WHERE order_id IS NOT NULL');
    await runner.query(`
      CREATE TABLE stock_back_requests (
        id bigserial PRIMARY KEY,
        email text NOT NULL,
        product_id uuid NOT NULL,
        item text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz
      )`);
    // One waiting request per shopper and item; once told, she may ask again the next time it sells out.
    await runner.query(
      'CREATE UNIQUE INDEX stock_back_requests_waiting_idx ON stock_back_requests (product_id, item, email) WHERE notified_at IS NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE stock_back_requests');
    await runner.query('DROP TABLE stock_movements');
    await runner.query('DROP TABLE stock_levels');
  }
}
