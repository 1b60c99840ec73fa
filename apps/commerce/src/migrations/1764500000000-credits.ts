import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The credits ledger (docs/rules.md §8; docs/product/engagement.md "Your Credits"). Every change is one row of
 * `credit_transactions`, unique per (source, source_id), so an order, a spend, a refund or an admin's request counts
 * once however often it arrives. `credit_balances` is the running sum, written in the same transaction as each row;
 * its CHECK keeps a balance from ever going below 0, and a spend's conditional UPDATE on that row is what serialises
 * concurrent spends of one shopper.
 */
export class Credits1764500000000 implements MigrationInterface {
  name = 'Credits1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE credit_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        amount int NOT NULL CHECK (amount <> 0),
        kind text NOT NULL CHECK (kind IN ('earned', 'spent')),
        source text NOT NULL CHECK (source IN ('order', 'giveaway', 'admin', 'refund')),
        source_id text NOT NULL,
        details text NOT NULL DEFAULT '',
        order_amount_cents int,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_transactions_once_per_source UNIQUE (source, source_id),
        CONSTRAINT credit_transactions_sign CHECK ((kind = 'earned') = (amount > 0))
      )`);
    await runner.query('CREATE INDEX credit_transactions_email ON credit_transactions (email, created_at DESC)');
    await runner.query(`
      CREATE TABLE credit_balances (
        email text PRIMARY KEY CHECK (email = lower(email)),
        credits int NOT NULL CHECK (credits >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE credit_balances');
    await runner.query('DROP TABLE credit_transactions');
  }
}
