import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved carts per session (docs/rules.md §4): a row is the account's cart
 * (`session_id` null, one per e-mail) or the cart an unverified session keeps
 * apart from it (one per session). Orders remember which cart they came from, so
 * paying one empties that cart only. Saved lines keep references and quantities
 * only (docs/rules.md §1): what older rows hold beyond that is dropped here.
 */
export class SessionCarts1764300000000 implements MigrationInterface {
  name = 'SessionCarts1764300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE carts DROP CONSTRAINT carts_pkey');
    await runner.query('ALTER TABLE carts ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid()');
    await runner.query('ALTER TABLE carts ADD PRIMARY KEY (id)');
    await runner.query('ALTER TABLE carts ADD COLUMN session_id uuid');
    await runner.query('CREATE UNIQUE INDEX carts_account_key ON carts (email) WHERE session_id IS NULL');
    await runner.query('CREATE UNIQUE INDEX carts_session_key ON carts (session_id) WHERE session_id IS NOT NULL');
    // Every cart of an e-mail (the recovery offer, emptying a paid order's cart).
    await runner.query('CREATE INDEX carts_email_idx ON carts (email)');
    await runner.query('ALTER TABLE orders ADD COLUMN cart_session_id uuid');
    await runner.query(`
      UPDATE carts SET items = COALESCE((
        SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
                 'id', line->'id', 'type', line->'type', 'quantity', line->'quantity', 'duration', line->'duration')) ORDER BY n)
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END) WITH ORDINALITY AS x(line, n)
        WHERE jsonb_typeof(line) = 'object'
          AND jsonb_typeof(line->'id') = 'string'
          AND CASE WHEN jsonb_typeof(line->'quantity') = 'number'
                   THEN (line->>'quantity')::numeric BETWEEN 1 AND 99 AND (line->>'quantity')::numeric % 1 = 0
                   ELSE false END
          AND COALESCE(line->>'type', '') <> 'mystery_box'
          AND COALESCE(line->>'isMysteryBoxFreebie', 'false') <> 'true'
      ), '[]'::jsonb)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE orders DROP COLUMN cart_session_id');
    await runner.query('DELETE FROM carts WHERE session_id IS NOT NULL');
    await runner.query('DROP INDEX carts_email_idx');
    await runner.query('DROP INDEX carts_session_key');
    await runner.query('DROP INDEX carts_account_key');
    await runner.query('ALTER TABLE carts DROP COLUMN session_id');
    await runner.query('ALTER TABLE carts DROP CONSTRAINT carts_pkey');
    await runner.query('ALTER TABLE carts DROP COLUMN id');
    await runner.query('ALTER TABLE carts ADD PRIMARY KEY (email)');
  }
}
