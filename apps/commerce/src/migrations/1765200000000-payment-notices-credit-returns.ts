import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment notices are checked, and ended store credit stays ended (docs/rules.md §6, §8):
 * - `payment_events` keeps what each notice said (amount in cents, currency) and what came of it: `paid` (it paid the
 *   order, or found it paid) or `mismatch` (its amount or currency was not the order's total, so it paid nothing);
 * - `orders.payment_mismatch`: the order's last mismatched notice, for the owner to see;
 * - a revoked or expired store-credit grant holds nothing (CHECK). Grants revoked before this rule could have had credit
 *   given back onto them by a cancelled or expired order; what is left of it is revoked now.
 */
export class PaymentNoticesCreditReturns1765200000000 implements MigrationInterface {
  name = 'PaymentNoticesCreditReturns1765200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE payment_events
        ADD COLUMN amount_cents int CHECK (amount_cents >= 0),
        ADD COLUMN currency text,
        ADD COLUMN outcome text NOT NULL DEFAULT 'paid' CHECK (outcome IN ('paid', 'mismatch'))`);
    await runner.query('ALTER TABLE orders ADD COLUMN payment_mismatch jsonb');
    await runner.query(`
      UPDATE store_credit_grants SET revoked_cents = revoked_cents + remaining_cents, remaining_cents = 0
      WHERE revoked_at IS NOT NULL AND remaining_cents > 0`);
    await runner.query(`
      UPDATE store_credit_grants SET expired_cents = expired_cents + remaining_cents, remaining_cents = 0
      WHERE expired_at IS NOT NULL AND remaining_cents > 0`);
    await runner.query(`
      ALTER TABLE store_credit_grants ADD CONSTRAINT store_credit_grants_ended_hold_nothing
        CHECK (remaining_cents = 0 OR (revoked_at IS NULL AND expired_at IS NULL))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE store_credit_grants DROP CONSTRAINT store_credit_grants_ended_hold_nothing');
    await runner.query('ALTER TABLE orders DROP COLUMN payment_mismatch');
    await runner.query('ALTER TABLE payment_events DROP COLUMN amount_cents, DROP COLUMN currency, DROP COLUMN outcome');
  }
}
