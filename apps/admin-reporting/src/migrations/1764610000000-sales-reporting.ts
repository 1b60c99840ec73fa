import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's copy of commerce's orders and engagement's giveaway entries, and the rollups the Sales Overview
 * Dashboard answers from. `kinds` is a bit set of the sale types an order counts as (sales/sale-kinds.ts).
 */
export class SalesReporting1764610000000 implements MigrationInterface {
  name = 'SalesReporting1764610000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reported_orders (
        id uuid PRIMARY KEY,
        order_number bigint,
        email text NOT NULL,
        customer_name text,
        status text NOT NULL,
        source text,
        total_cents bigint NOT NULL DEFAULT 0,
        item_count int NOT NULL DEFAULT 0,
        kinds smallint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL,
        paid_at timestamptz,
        expired_at timestamptz
      )`);
    await runner.query('CREATE INDEX reported_orders_email_idx ON reported_orders (email, status)');
    await runner.query('CREATE INDEX reported_orders_paid_idx ON reported_orders (paid_at DESC) WHERE paid_at IS NOT NULL');
    await runner.query(`
      CREATE TABLE reported_order_lines (
        order_id uuid NOT NULL REFERENCES reported_orders(id) ON DELETE CASCADE,
        line_no int NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        quantity int NOT NULL,
        revenue_cents bigint NOT NULL,
        PRIMARY KEY (order_id, line_no)
      )`);
    // A referral commission may be heard before the order's own order.paid: it waits here either way.
    await runner.query(`
      CREATE TABLE reported_referral_orders (
        order_id uuid PRIMARY KEY,
        commission_cents bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE sales_daily (
        day date NOT NULL,
        kinds smallint NOT NULL,
        revenue_cents bigint NOT NULL DEFAULT 0,
        orders int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, kinds)
      )`);
    // Products per day and per sale type ('all' and each kind the order counts as), and the same over all time.
    await runner.query(`
      CREATE TABLE sales_product_daily (
        day date NOT NULL,
        sale_type text NOT NULL,
        name text NOT NULL,
        quantity int NOT NULL DEFAULT 0,
        revenue_cents bigint NOT NULL DEFAULT 0,
        orders int NOT NULL DEFAULT 0,
        PRIMARY KEY (sale_type, day, name)
      )`);
    await runner.query(`
      CREATE TABLE sales_product_totals (
        sale_type text NOT NULL,
        name text NOT NULL,
        quantity int NOT NULL DEFAULT 0,
        revenue_cents bigint NOT NULL DEFAULT 0,
        orders int NOT NULL DEFAULT 0,
        PRIMARY KEY (sale_type, name)
      )`);
    await runner.query(`
      CREATE TABLE reported_giveaway_entries (
        id uuid PRIMARY KEY,
        giveaway_id uuid NOT NULL,
        giveaway_title text NOT NULL,
        email text NOT NULL,
        answer text NOT NULL,
        word_count int NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX reported_giveaway_entries_email_idx ON reported_giveaway_entries (email)');
    await runner.query('CREATE INDEX reported_giveaway_entries_words_idx ON reported_giveaway_entries (word_count DESC, created_at)');
    // An entry removed before its giveaway.entered arrives stays removed.
    await runner.query('CREATE TABLE removed_giveaway_entries (id uuid PRIMARY KEY)');
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of [
      'removed_giveaway_entries',
      'reported_giveaway_entries',
      'sales_product_totals',
      'sales_product_daily',
      'sales_daily',
      'reported_referral_orders',
      'reported_order_lines',
      'reported_orders',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
