import { MigrationInterface, QueryRunner } from 'typeorm';
import { canonicalEmail } from '@shop/contracts';

/**
 * Units cannot be hoarded (docs/rules.md §7):
 * - a deal's `max_per_shopper` (default 2) bounds the units one shopper holds across her live orders;
 * - an order remembers her canonical e-mail, which that limit counts by, and the session that placed it, which the
 *   limit of unpaid orders per session counts by (existing orders: the session of the cart they came from, when any).
 */
export class CheckoutHolds1765210000000 implements MigrationInterface {
  name = 'CheckoutHolds1765210000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE daily_deals ADD COLUMN max_per_shopper integer NOT NULL DEFAULT 2 CHECK (max_per_shopper >= 1)');
    await runner.query('ALTER TABLE orders ADD COLUMN canonical_email text, ADD COLUMN placed_session_id uuid');
    // The one canonical rule, applied per distinct address rather than copied into SQL.
    const emails: string[] = (await runner.query('SELECT DISTINCT customer_email FROM orders')).map(
      (row: { customer_email: string }) => row.customer_email,
    );
    await runner.query(
      `UPDATE orders o SET canonical_email = c.canonical
       FROM unnest($1::text[], $2::text[]) AS c(email, canonical) WHERE o.customer_email = c.email`,
      [emails, emails.map(canonicalEmail)],
    );
    await runner.query('UPDATE orders SET placed_session_id = cart_session_id WHERE cart_session_id IS NOT NULL');
    await runner.query("CREATE INDEX orders_canonical_email_idx ON orders (canonical_email) WHERE status NOT IN ('expired', 'cancelled')");
    await runner.query("CREATE INDEX orders_placed_session_idx ON orders (placed_session_id) WHERE status = 'pending'");
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE orders DROP COLUMN canonical_email, DROP COLUMN placed_session_id');
    await runner.query('ALTER TABLE daily_deals DROP COLUMN max_per_shopper');
  }
}
