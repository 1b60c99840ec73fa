import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DemoReferenceInput, DemoStatus } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { CatalogWrites } from '../catalog-writes';
import { ProductCountRow } from '../products/product-row';
import { seedLearningContent } from '../lessons/learning.seed';

const SEEDED_KEY = 'demo_seeded_at';

/** The embedded mode's first start: category headers and learning content; the products come through the normal create calls. */
@Injectable()
export class DemoService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly writes: CatalogWrites,
  ) {}

  async status(): Promise<DemoStatus> {
    const [{ n }] = await queryRows<ProductCountRow>(this.dataSource, 'SELECT count(*)::int AS n FROM products');
    const marked = await queryRows(this.dataSource, 'SELECT 1 FROM catalog_meta WHERE key = $1', [SEEDED_KEY]);
    return { seeded: marked.length > 0 || n > 0, productCount: n };
  }

  seedReference(input: DemoReferenceInput) {
    return this.writes.run(async (manager) => {
      for (const h of input.categoryHeaders) {
        await manager.query(
          `INSERT INTO category_headers (category, header_image, title, description, is_active) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (category) DO NOTHING`,
          [h.category, h.headerImage, h.title, h.description, h.isActive],
        );
      }
      return seedLearningContent(manager);
    });
  }

  async markSeeded(): Promise<{ seeded: true }> {
    await this.dataSource.query('INSERT INTO catalog_meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [SEEDED_KEY]);
    return { seeded: true };
  }
}
