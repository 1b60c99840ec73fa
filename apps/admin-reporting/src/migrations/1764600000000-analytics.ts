import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analytics read models (docs/product/back-office.md §3 "Analytics"): rollups the
 * consumers keep up to date as events arrive, so a panel reads a handful of small rows.
 */
export class Analytics1764600000000 implements MigrationInterface {
  name = 'Analytics1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE analytics_totals (
        id int PRIMARY KEY CHECK (id = 1),
        activities bigint NOT NULL DEFAULT 0,
        page_views bigint NOT NULL DEFAULT 0,
        time_spent_seconds bigint NOT NULL DEFAULT 0,
        timed_page_views bigint NOT NULL DEFAULT 0,
        lesson_views bigint NOT NULL DEFAULT 0
      )`);
    await runner.query('INSERT INTO analytics_totals (id) VALUES (1)');
    await runner.query(`
      CREATE TABLE analytics_daily (
        day date PRIMARY KEY,
        page_views int NOT NULL DEFAULT 0,
        time_spent_seconds bigint NOT NULL DEFAULT 0,
        timed_page_views int NOT NULL DEFAULT 0
      )`);
    await runner.query('CREATE TABLE analytics_visitor_days (day date NOT NULL, email text NOT NULL, PRIMARY KEY (day, email))');
    await runner.query('CREATE TABLE analytics_visitors (email text PRIMARY KEY, last_seen_at timestamptz NOT NULL)');
    await runner.query('CREATE INDEX analytics_visitors_last_seen_idx ON analytics_visitors (last_seen_at)');
    await runner.query('CREATE TABLE analytics_pages (page text PRIMARY KEY, visits int NOT NULL DEFAULT 0)');
    await runner.query('CREATE INDEX analytics_pages_visits_idx ON analytics_pages (visits DESC)');
    await runner.query('CREATE TABLE analytics_hours (hour int PRIMARY KEY CHECK (hour BETWEEN 0 AND 23), count int NOT NULL DEFAULT 0)');
    await runner.query('CREATE TABLE analytics_devices (device text PRIMARY KEY, count int NOT NULL DEFAULT 0)');
    await runner.query('CREATE TABLE analytics_browsers (browser text PRIMARY KEY, count int NOT NULL DEFAULT 0)');
    await runner.query(`
      CREATE TABLE analytics_lesson_views (
        lesson_id text PRIMARY KEY,
        lesson_title text NOT NULL,
        course_type text NOT NULL,
        week_number int NOT NULL,
        view_count int NOT NULL DEFAULT 0
      )`);
    await runner.query('CREATE TABLE analytics_lesson_viewers (email text PRIMARY KEY)');
    await runner.query(`
      CREATE TABLE live_carts (
        email text PRIMARY KEY,
        items jsonb NOT NULL,
        item_count int NOT NULL,
        total_cents int NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX live_carts_updated_idx ON live_carts (updated_at DESC)');
    await runner.query(`
      CREATE TABLE live_orders (
        order_id uuid PRIMARY KEY,
        email text NOT NULL,
        items jsonb NOT NULL,
        item_count int NOT NULL,
        total_cents int NOT NULL,
        created_at timestamptz NOT NULL,
        paid_at timestamptz NOT NULL,
        subscription_ends_at timestamptz
      )`);
    await runner.query('CREATE INDEX live_orders_paid_idx ON live_orders (paid_at DESC)');
    await runner.query('CREATE INDEX user_activities_created_idx ON user_activities (created_at DESC)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX user_activities_created_idx');
    for (const table of [
      'live_orders',
      'live_carts',
      'analytics_lesson_viewers',
      'analytics_lesson_views',
      'analytics_browsers',
      'analytics_devices',
      'analytics_hours',
      'analytics_pages',
      'analytics_visitors',
      'analytics_visitor_days',
      'analytics_daily',
      'analytics_totals',
    ]) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
