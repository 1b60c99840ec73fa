import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store-credit ledger (docs/rules.md §3 step 7, §8; docs/product/back-office.md §2.8). Money in integer cents.
 * A grant records where it came from and what is left of it; `source_ref` names the thing that granted it (a
 * referral transaction, an import row) so the same thing grants once — among grants not yet expired, so a customer
 * whose imported credit lapsed may be imported again. A checkout takes from grants (`store_credit_uses`, written in
 * the order's transaction); an order that expires gives each use back once (`returned_at`). A grant past its expiry
 * is marked expired by a job: what was left is kept in `expired_cents` and its remainder goes to 0.
 * Spendable: remaining_cents > 0 and (expires_at null or in the future).
 */
export class StoreCredit1764510000000 implements MigrationInterface {
  name = 'StoreCredit1764510000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE store_credit_grants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        source text NOT NULL CHECK (source IN ('referral', 'paint-import', 'admin')),
        source_ref text NOT NULL,
        amount_cents int NOT NULL CHECK (amount_cents >= 0),
        remaining_cents int NOT NULL,
        items_only boolean NOT NULL,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expired_at timestamptz,
        expired_cents int NOT NULL DEFAULT 0 CHECK (expired_cents >= 0),
        CONSTRAINT store_credit_grants_remaining CHECK (remaining_cents BETWEEN 0 AND amount_cents)
      )`);
    await runner.query('CREATE UNIQUE INDEX store_credit_grants_once_per_ref ON store_credit_grants (source_ref) WHERE expired_at IS NULL');
    await runner.query('CREATE INDEX store_credit_grants_email ON store_credit_grants (email, expires_at)');
    await runner.query(
      'CREATE INDEX store_credit_grants_to_expire ON store_credit_grants (expires_at) WHERE expired_at IS NULL AND expires_at IS NOT NULL',
    );
    await runner.query(`
      CREATE TABLE store_credit_uses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        grant_id uuid NOT NULL REFERENCES store_credit_grants (id) ON DELETE CASCADE,
        cents int NOT NULL CHECK (cents > 0),
        returned_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX store_credit_uses_order ON store_credit_uses (order_id)');
    await runner.query('CREATE INDEX store_credit_uses_grant ON store_credit_uses (grant_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE store_credit_uses');
    await runner.query('DROP TABLE store_credit_grants');
  }
}
