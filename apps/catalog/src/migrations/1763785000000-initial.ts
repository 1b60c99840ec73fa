import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1763785000000 implements MigrationInterface {
  name = 'Initial1763785000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE site_config (
        key text PRIMARY KEY,
        value text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE site_config');
  }
}
