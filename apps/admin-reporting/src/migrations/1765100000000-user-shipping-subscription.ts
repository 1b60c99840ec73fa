import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the Users panel shows of a shopper's shipping and subscription (docs/api.md GET /api/users): each paid order's
 * street, city and state, and each line's months (a subscription's plan length), both read from order.paid. Orders
 * heard before this have none, so they show null.
 */
export class UserShippingSubscription1765100000000 implements MigrationInterface {
  name = 'UserShippingSubscription1765100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE reported_orders ADD COLUMN shipping_street text, ADD COLUMN shipping_city text, ADD COLUMN shipping_state text');
    await runner.query('ALTER TABLE reported_order_lines ADD COLUMN months int');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE reported_order_lines DROP COLUMN months');
    await runner.query('ALTER TABLE reported_orders DROP COLUMN shipping_street, DROP COLUMN shipping_city, DROP COLUMN shipping_state');
  }
}
