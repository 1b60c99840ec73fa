import { MigrationInterface, QueryRunner } from 'typeorm';

export class Products1763785500000 implements MigrationInterface {
  name = 'Products1763785500000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        description text,
        category text NOT NULL DEFAULT 'Uncategorized',
        subcategory text,
        subcategories text[] NOT NULL DEFAULT '{}',
        price_cents int NOT NULL CHECK (price_cents >= 0),
        sale_price_cents int CHECK (sale_price_cents >= 0),
        discount_percentage int CHECK (discount_percentage BETWEEN 1 AND 90),
        half_pan_price_cents int CHECK (half_pan_price_cents >= 0),
        full_pan_price_cents int CHECK (full_pan_price_cents >= 0),
        grande_price_cents int CHECK (grande_price_cents >= 0),
        retail_price_halfpan_cents int CHECK (retail_price_halfpan_cents >= 0),
        retail_price_fullpan_cents int CHECK (retail_price_fullpan_cents >= 0),
        retail_price_grande_cents int CHECK (retail_price_grande_cents >= 0),
        shipping_cents int CHECK (shipping_cents >= 0),
        images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 3),
        paint_count int CHECK (paint_count BETWEEN 1 AND 500),
        has_variants boolean NOT NULL DEFAULT false,
        has_extenders boolean NOT NULL DEFAULT false,
        reviews text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        sale_timer_end_date timestamptz,
        sale_timer_duration int,
        sale_timer_message text,
        sale_timer_discount int CHECK (sale_timer_discount BETWEEN 1 AND 90),
        color_count int CHECK (color_count >= 0),
        colors text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX products_shop_idx ON products (is_active, category, created_at DESC)');
    await runner.query('CREATE INDEX products_created_idx ON products (created_at DESC)');
    await runner.query('CREATE INDEX products_name_idx ON products (lower(name))');
    await runner.query('CREATE INDEX products_price_idx ON products (price_cents)');
    await runner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await runner.query('CREATE INDEX products_search_idx ON products USING gin (lower(name) gin_trgm_ops)');
    await runner.query(`
      CREATE TABLE variants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        description text,
        price_cents int CHECK (price_cents >= 0),
        sale_price_cents int CHECK (sale_price_cents >= 0),
        sort_order int NOT NULL DEFAULT 0,
        images text[] NOT NULL DEFAULT '{}',
        is_available boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX variants_product_idx ON variants (product_id, sort_order)');
    await runner.query(`
      CREATE TABLE category_headers (
        category text PRIMARY KEY,
        header_image text,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true
      )`);
    await runner.query(`CREATE TABLE catalog_meta (key text PRIMARY KEY, value text NOT NULL)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['catalog_meta', 'category_headers', 'variants', 'products']) await runner.query(`DROP TABLE ${table}`);
  }
}
