import { MigrationInterface, QueryRunner } from 'typeorm';

export class CartsOrders1763790300000 implements MigrationInterface {
  name = 'CartsOrders1763790300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE carts (
        email text PRIMARY KEY,
        items jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX carts_updated_idx ON carts (updated_at DESC)');
    await runner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number bigserial UNIQUE,
        customer_email text NOT NULL,
        customer_name text,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'processing', 'shipped', 'completed', 'expired', 'cancelled')),
        items jsonb NOT NULL,
        subtotal_cents int NOT NULL CHECK (subtotal_cents >= 0),
        shipping_cents int NOT NULL CHECK (shipping_cents >= 0),
        tax_cents int NOT NULL CHECK (tax_cents >= 0),
        coupon_code text,
        coupon_discount_cents int NOT NULL DEFAULT 0 CHECK (coupon_discount_cents >= 0),
        store_credit_cents int NOT NULL DEFAULT 0 CHECK (store_credit_cents >= 0),
        total_cents int NOT NULL CHECK (total_cents >= 0),
        city text,
        state text,
        payment_method text,
        payment_id text,
        payment_email text,
        tracking_number text,
        shipping_address jsonb,
        notes text,
        source text NOT NULL DEFAULT 'checkout' CHECK (source IN ('checkout', 'manual', 'real')),
        has_subscription boolean NOT NULL DEFAULT false,
        subscription_months int,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        expires_at timestamptz
      )`);
    await runner.query('CREATE INDEX orders_created_idx ON orders (created_at DESC)');
    await runner.query('CREATE INDEX orders_customer_idx ON orders (customer_email, created_at DESC)');
    await runner.query("CREATE INDEX orders_pending_idx ON orders (expires_at) WHERE status = 'pending'");
    await runner.query(`
      CREATE TABLE payment_events (
        event_id text PRIMARY KEY,
        order_id uuid NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['payment_events', 'orders', 'carts']) await runner.query(`DROP TABLE ${table}`);
  }
}
