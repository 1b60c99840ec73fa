import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A referred order cancelled after payment (docs/rules.md §8): its referral transaction is marked cancelled (and left
 * out of every count and report), and when the cancellation arrives before the order's attribution, the order is
 * remembered in `referral_cancelled_orders` so the attribution skips it.
 */
export class ReferralCancellation1764810000000 implements MigrationInterface {
  name = 'ReferralCancellation1764810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE referral_transactions ADD COLUMN cancelled_at timestamptz');
    await runner.query(`
      CREATE TABLE referral_cancelled_orders (
        order_id uuid PRIMARY KEY,
        cancelled_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE referral_cancelled_orders');
    await runner.query('ALTER TABLE referral_transactions DROP COLUMN cancelled_at');
  }
}
