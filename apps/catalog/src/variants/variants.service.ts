import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VariantFieldsDto, VariantView } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { toCents, toDollars } from '@shop/pricing';
import { CatalogWrites } from '../catalog-writes';
import { VariantRow } from './variant-row';

function toView(row: VariantRow): VariantView {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.name,
    description: row.description,
    price: row.price_cents === null ? null : toDollars(row.price_cents),
    sale_price: row.sale_price_cents === null ? null : toDollars(row.sale_price_cents),
    sortOrder: row.sort_order,
    images: row.images,
    isAvailable: row.is_available,
  };
}

/** A product's variants: shoppers see the available ones; 'Mark Sold' hides one, 'Make Available' restores it. */
@Injectable()
export class VariantsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly writes: CatalogWrites,
  ) {}

  async list(productId: string, includeSold: boolean): Promise<VariantView[]> {
    await this.assertProduct(productId);
    const rows = await queryRows<VariantRow>(
      this.dataSource,
      `SELECT * FROM variants WHERE product_id = $1 ${includeSold ? '' : 'AND is_available'} ORDER BY sort_order, created_at, id`,
      [productId],
    );
    return rows.map(toView);
  }

  async create(productId: string, fields: VariantFieldsDto, images: string[]): Promise<VariantView> {
    const row = await this.writes.run(async (manager) => {
      await this.assertProduct(productId, manager);
      const [created]: VariantRow[] = await queryRows(
        manager,
        `INSERT INTO variants (product_id, name, description, sort_order, price_cents, sale_price_cents, images)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [
          productId,
          fields.name,
          fields.description ?? null,
          fields.sortOrder ?? 0,
          fields.price === undefined ? null : toCents(fields.price),
          fields.sale_price === undefined ? null : toCents(fields.sale_price),
          images,
        ],
      );
      await queryRows(manager, 'UPDATE products SET has_variants = true WHERE id = $1', [productId]);
      return created;
    });
    return toView(row);
  }

  async setAvailable(id: string, isAvailable: boolean): Promise<VariantView> {
    const row = await this.writes.run(async (manager) => {
      const [updated]: VariantRow[] = await queryRows(manager, 'UPDATE variants SET is_available = $2 WHERE id = $1 RETURNING *', [id, isAvailable]);
      if (!updated) throw serviceError('NOT_FOUND', 'No variant with that id');
      return updated;
    });
    return toView(row);
  }

  async remove(id: string): Promise<{ images: string[] }> {
    const row = await this.writes.run(async (manager) => {
      const [deleted]: VariantRow[] = await queryRows(manager, 'DELETE FROM variants WHERE id = $1 RETURNING *', [id]);
      if (!deleted) throw serviceError('NOT_FOUND', 'No variant with that id');
      await queryRows(manager, 'UPDATE products SET has_variants = EXISTS (SELECT 1 FROM variants WHERE product_id = $1) WHERE id = $1', [
        deleted.product_id,
      ]);
      return deleted;
    });
    return { images: row.images };
  }

  private async assertProduct(productId: string, runner: Pick<DataSource, 'query'> = this.dataSource): Promise<void> {
    const rows = await queryRows(runner, 'SELECT 1 FROM products WHERE id = $1', [productId]);
    if (!rows.length) throw serviceError('NOT_FOUND', 'No product with that id');
  }
}
