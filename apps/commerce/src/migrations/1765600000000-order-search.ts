import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's order search (docs/rules.md §6 "Finding an order"): text found anywhere in the e-mail, the customer's name
 * or the shipping address's names, through a trigram index (pg_trgm, a trusted extension), so a search over a hundred
 * thousand orders reads the index rather than every row. The expression is ORDER_SEARCH_TEXT's in order-search.ts.
 */
export class OrderSearch1765600000000 implements MigrationInterface {
  name = 'OrderSearch1765600000000';

  async up(runner: QueryRunner): Promise<void> {
    // One extension per database: the catalogue's migration may have made it in its own schema first; otherwise it goes
    // to public, where every service's search_path finds it. Its operator class is named with whichever schema holds it.
    await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    const [{ schema }] = (await runner.query(
      "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
    )) as { schema: string }[];
    await runner.query(`
      CREATE INDEX orders_search_idx ON orders USING gin ((lower(customer_email || ' ' || coalesce(customer_name, '') || ' ' ||
        coalesce(shipping_address->>'firstName', '') || ' ' || coalesce(shipping_address->>'lastName', ''))) "${schema}".gin_trgm_ops)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX orders_search_idx');
  }
}
