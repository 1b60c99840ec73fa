import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fulfilment (docs/product/back-office.md): a paid order moves to processing, then shipped with a carrier and
 * tracking number (tracking_number came with the orders table). Each move keeps when it happened.
 */
export class OrderFulfilment1764700000000 implements MigrationInterface {
  name = 'OrderFulfilment1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE orders
        ADD COLUMN IF NOT EXISTS tracking_number text,
        ADD COLUMN carrier text CHECK (carrier IN ('USPS', 'UPS', 'FedEx', 'DHL', 'Other')),
        ADD COLUMN processing_at timestamptz,
        ADD COLUMN shipped_at timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE orders DROP COLUMN carrier, DROP COLUMN processing_at, DROP COLUMN shipped_at');
  }
}
