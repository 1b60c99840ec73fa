import { MigrationInterface, QueryRunner } from 'typeorm';

/** Server-side shopper sessions (docs/rules.md §4): only a hash of each cookie token is kept. */
export class ShopperSessions1764100000000 implements MigrationInterface {
  name = 'ShopperSessions1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE shopper_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL CHECK (email = lower(email)),
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz
      )`);
    await runner.query('CREATE INDEX shopper_sessions_email ON shopper_sessions (email)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE shopper_sessions');
  }
}
