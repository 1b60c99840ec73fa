import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's refunds (payment.refunded). `reported_refunds` keeps each completed refund once, by commerce's refund id,
 * whatever order the events arrive in: a refund heard before its order's order.paid waits there. `reported_orders.refunded_cents`
 * is what a counted order's own refunds (not a cancelled order's) gave back, so the sales figures read its total less it
 * (ReportedOrdersService.onPaymentRefunded says how they are kept together).
 */
export class PaymentRefunds1765310000000 implements MigrationInterface {
  name = 'PaymentRefunds1765310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE reported_refunds (
        refund_id uuid PRIMARY KEY,
        order_id uuid NOT NULL,
        amount_cents bigint NOT NULL,
        order_cancelled boolean NOT NULL,
        refunded_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX reported_refunds_order_idx ON reported_refunds (order_id)');
    await runner.query('ALTER TABLE reported_orders ADD COLUMN refunded_cents bigint NOT NULL DEFAULT 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE reported_orders DROP COLUMN refunded_cents');
    await runner.query('DROP TABLE reported_refunds');
  }
}
