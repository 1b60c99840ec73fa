import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cancelled orders (order.cancelled). A cancelled order keeps its reported_orders row with cancelled_at set and paid_at
 * cleared, since paid_at is what makes an order a sale. live_cancelled_orders remembers every cancelled order for the
 * analytics consumer, so an order.paid heard after the cancellation does not bring the order back into live_orders.
 */
export class OrderCancellation1764810000000 implements MigrationInterface {
  name = 'OrderCancellation1764810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE reported_orders ADD COLUMN cancelled_at timestamptz');
    await runner.query('CREATE TABLE live_cancelled_orders (order_id uuid PRIMARY KEY, cancelled_at timestamptz NOT NULL)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE live_cancelled_orders');
    await runner.query('ALTER TABLE reported_orders DROP COLUMN cancelled_at');
  }
}
