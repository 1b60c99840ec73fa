import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where orders ship and how they are called off (docs/rules.md §6):
 * - `shopper_addresses`: the address of her last checkout, to fill the form again (read by a verified session only);
 * - an order's cancellation: when and why;
 * - credits taken back from a cancelled paid order are a ledger row of their own source ('cancellation', once per order);
 * - a referral commission taken back revokes its store-credit grant: what was left of it goes to 0 and is kept in
 *   `revoked_cents`.
 */
export class AddressesCancellation1764800000000 implements MigrationInterface {
  name = 'AddressesCancellation1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE shopper_addresses (
        email text PRIMARY KEY CHECK (email = lower(email)),
        address jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('ALTER TABLE orders ADD COLUMN cancelled_at timestamptz, ADD COLUMN cancellation_reason text');
    await runner.query('ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_source_check');
    await runner.query(`ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_source_check
      CHECK (source IN ('order', 'giveaway', 'admin', 'refund', 'cancellation'))`);
    await runner.query(`
      ALTER TABLE store_credit_grants
        ADD COLUMN revoked_at timestamptz,
        ADD COLUMN revoked_cents int NOT NULL DEFAULT 0 CHECK (revoked_cents >= 0)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE store_credit_grants DROP COLUMN revoked_at, DROP COLUMN revoked_cents');
    await runner.query('ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_source_check');
    await runner.query(`ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_source_check
      CHECK (source IN ('order', 'giveaway', 'admin', 'refund'))`);
    await runner.query('ALTER TABLE orders DROP COLUMN cancelled_at, DROP COLUMN cancellation_reason');
    await runner.query('DROP TABLE shopper_addresses');
  }
}
