import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money through a provider (docs/rules.md §6):
 * - `provider_payments`: each payment opened at PayPal, Stripe or the transfer page for an order, under the provider's
 *   own reference, and what it captured; refunds can never exceed what was captured;
 * - `payment_refunds`: each refund asked of the provider, under an idempotency key it is sent with, so a retry never
 *   refunds twice.
 */
export class ProviderPayments1765300000000 implements MigrationInterface {
  name = 'ProviderPayments1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE provider_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id),
        provider text NOT NULL CHECK (provider IN ('paypal', 'stripe', 'transfer')),
        reference text NOT NULL,
        state text NOT NULL DEFAULT 'started' CHECK (state IN ('started', 'captured', 'failed')),
        payment_id text,
        amount_cents int CHECK (amount_cents >= 0),
        currency text,
        refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= COALESCE(amount_cents, 0)),
        created_at timestamptz NOT NULL DEFAULT now(),
        captured_at timestamptz,
        UNIQUE (provider, reference),
        CHECK (state <> 'captured' OR (payment_id IS NOT NULL AND amount_cents IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX provider_payments_order_idx ON provider_payments (order_id)');
    await runner.query("CREATE INDEX provider_payments_started_idx ON provider_payments (created_at) WHERE state = 'started'");
    // Orders paid before payments were kept: each its payment by hand, for its total, so refunds count against it.
    await runner.query(`
      INSERT INTO provider_payments (order_id, provider, reference, state, payment_id, amount_cents, currency, captured_at)
      SELECT id, 'transfer', id::text, 'captured', COALESCE(payment_id, id::text), total_cents, 'USD', COALESCE(paid_at, created_at)
      FROM orders WHERE status IN ('paid', 'processing', 'shipped', 'completed')`);
    await runner.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider_payment_id uuid NOT NULL REFERENCES provider_payments (id),
        amount_cents int NOT NULL CHECK (amount_cents > 0),
        idempotency_key text NOT NULL UNIQUE,
        provider_refund_id text UNIQUE,
        state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'pending', 'completed', 'failed')),
        reason text NOT NULL,
        requested_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await runner.query("CREATE INDEX payment_refunds_requested_idx ON payment_refunds (created_at) WHERE state = 'requested'");
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE payment_refunds');
    await runner.query('DROP TABLE provider_payments');
  }
}
