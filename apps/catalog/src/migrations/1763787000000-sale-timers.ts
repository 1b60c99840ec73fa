import { MigrationInterface, QueryRunner } from 'typeorm';

/** Timed sales (docs/product/back-office.md §3 "Sale timer"): each target list belongs to its sale type only. */
export class SaleTimers1763787000000 implements MigrationInterface {
  name = 'SaleTimers1763787000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE sale_timers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        description text,
        discount_percentage int NOT NULL CHECK (discount_percentage BETWEEN 1 AND 90),
        start_time timestamptz NOT NULL,
        end_time timestamptz NOT NULL,
        sale_type text NOT NULL CHECK (sale_type IN ('all', 'category', 'specific')),
        target_categories text[] CHECK (cardinality(target_categories) > 0),
        target_product_ids text[] CHECK (cardinality(target_product_ids) > 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_time > start_time),
        CHECK ((sale_type = 'category') = (target_categories IS NOT NULL)),
        CHECK ((sale_type = 'specific') = (target_product_ids IS NOT NULL))
      )`);
    // The active timers are read on every priced page: those switched on that have not ended yet.
    await runner.query('CREATE INDEX sale_timers_running ON sale_timers (end_time) WHERE is_active');
    await runner.query('CREATE INDEX sale_timers_newest ON sale_timers (created_at DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE sale_timers');
  }
}
