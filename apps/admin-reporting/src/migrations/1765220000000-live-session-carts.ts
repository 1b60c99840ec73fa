import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The live carts keep each saved cart commerce tells of: an account's (session_id null) and, apart from it, each cart an
 * unverified session keeps (docs/rules.md §4), so Active Carts shows the carts of shoppers who never verify too.
 * One row per cart: the e-mail and the session, a null session counting as one value.
 */
export class LiveSessionCarts1765220000000 implements MigrationInterface {
  name = 'LiveSessionCarts1765220000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE live_carts ADD COLUMN session_id uuid');
    await runner.query('ALTER TABLE live_carts DROP CONSTRAINT live_carts_pkey');
    await runner.query('ALTER TABLE live_carts ADD CONSTRAINT live_carts_one_per_cart UNIQUE NULLS NOT DISTINCT (email, session_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DELETE FROM live_carts WHERE session_id IS NOT NULL');
    await runner.query('ALTER TABLE live_carts DROP CONSTRAINT live_carts_one_per_cart');
    await runner.query('ALTER TABLE live_carts ADD PRIMARY KEY (email)');
    await runner.query('ALTER TABLE live_carts DROP COLUMN session_id');
  }
}
