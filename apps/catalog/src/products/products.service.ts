import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  AdminProductQueryDto,
  CategoryCount,
  MAX_PRODUCT_IMAGES,
  Page,
  ProductFieldsDto,
  ProductPricingRow,
  ProductQueryDto,
  ProductView,
  salePriceProblem,
  StartProductTimerDto,
} from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import { percentOff, toDollars } from '@shop/pricing';
import { CatalogWrites } from '../catalog-writes';
import { patchProduct } from './product-patch';
import { productFilter, productPaging } from './product-query';
import { PagedProductRow, ProductCountRow, ProductRow, toColumns, toProductView } from './product-row';

/** Products: the shop's list, the admin's list and every admin change to a product. */
@Injectable()
export class ProductsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly writes: CatalogWrites,
  ) {}

  async list(query: ProductQueryDto | AdminProductQueryDto, activeOnly: boolean): Promise<Page<ProductView>> {
    const { rows, total } = await this.rows(query, activeOnly);
    return { items: rows.map(toProductView), total };
  }

  private async count(where: string, params: unknown[]): Promise<number> {
    const [{ n }] = await queryRows<ProductCountRow>(this.dataSource, `SELECT count(*)::int AS n FROM products ${where}`, params);
    return n;
  }

  async rows(query: ProductQueryDto | AdminProductQueryDto, activeOnly: boolean): Promise<{ rows: ProductRow[]; total: number }> {
    const { where, params } = productFilter(query, activeOnly);
    const rows = await queryRows<PagedProductRow>(
      this.dataSource,
      `SELECT *, count(*) OVER () AS total FROM products ${where} ${productPaging(query)}`,
      params,
    );
    return { rows, total: rows.length ? Number(rows[0].total) : await this.count(where, params) };
  }

  async categoryCounts(): Promise<CategoryCount[]> {
    return queryRows<CategoryCount>(this.dataSource, 'SELECT category, count(*)::int AS count FROM products GROUP BY category ORDER BY category');
  }

  async pricingRows(category?: string): Promise<ProductPricingRow[]> {
    const rows = await queryRows<ProductRow>(
      this.dataSource,
      `SELECT * FROM products ${category ? 'WHERE category = $1' : ''} ORDER BY lower(name), id`,
      category ? [category] : [],
    );
    return rows.map((row) => {
      const p = toProductView(row);
      return {
        id: p.id,
        name: p.name,
        category: p.category,
        isActive: p.isActive,
        price: p.price,
        salePrice: p.salePrice,
        discountPercentage: p.discountPercentage,
        retailPriceFullpan: p.retailPriceFullpan,
        retailPriceGrande: p.retailPriceGrande,
      };
    });
  }

  async get(id: string, activeOnly: boolean): Promise<ProductView> {
    const [row] = await queryRows<ProductRow>(this.dataSource, `SELECT * FROM products WHERE id = $1 ${activeOnly ? 'AND is_active' : ''}`, [id]);
    if (!row) throw serviceError('NOT_FOUND', 'No product with that id');
    return toProductView(row);
  }

  create(fields: ProductFieldsDto, images: string[]): Promise<ProductView> {
    // Name, category and price are required (docs/product/back-office.md §5); the gateway's NewProductFieldsDto says so first.
    if (!fields.name) throw serviceError('BAD_REQUEST', 'name is required');
    if (!fields.category) throw serviceError('BAD_REQUEST', 'category is required');
    if (fields.price === undefined || fields.price === null) throw serviceError('BAD_REQUEST', 'price is required');
    if (images.length > MAX_PRODUCT_IMAGES) throw serviceError('BAD_REQUEST', `At most ${MAX_PRODUCT_IMAGES} images per product`);
    assertSaleBelowPrice(fields.price, fields.salePrice);
    const columns = { ...toColumns(fields), images };
    return this.write(async (manager) => {
      const names = Object.keys(columns);
      const [row]: ProductRow[] = await queryRows(
        manager,
        `INSERT INTO products (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        Object.values(columns),
      );
      return row;
    });
  }

  update(id: string, fields: ProductFieldsDto, addedImages: string[] = []): Promise<ProductView> {
    if (fields.price === null) throw serviceError('BAD_REQUEST', 'price must be a number of dollars');
    // An edit that names nothing to change (an empty form) is a mistake of the sender, not a save.
    if (!addedImages.length && Object.values(fields).every((value) => value === undefined)) {
      throw serviceError('BAD_REQUEST', 'Send at least one field or image to change');
    }
    const columns = toColumns(fields.category === '' ? { ...fields, category: 'Uncategorized' } : fields);
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      // The sale price must stay below the list price as the product will be, when either is the one changing.
      if (fields.price !== undefined || fields.salePrice !== undefined)
        assertSaleBelowPrice(
          fields.price ?? toDollars(current.price_cents),
          fields.salePrice !== undefined ? fields.salePrice : current.sale_price_cents === null ? null : toDollars(current.sale_price_cents),
        );
      if (current.images.length + addedImages.length > MAX_PRODUCT_IMAGES) {
        throw serviceError('BAD_REQUEST', `At most ${MAX_PRODUCT_IMAGES} images per product; delete one first`);
      }
      return patchProduct(manager, id, { ...columns, images: [...current.images, ...addedImages] });
    });
  }

  setReviews(id: string, reviews: string[]): Promise<ProductView> {
    const cleaned = reviews.map((r) => r.trim()).filter(Boolean);
    return this.write(async (manager) => {
      await this.lock(manager, id);
      return patchProduct(manager, id, { reviews: cleaned });
    });
  }

  async remove(id: string): Promise<{ images: string[] }> {
    const row = await this.write(async (manager) => {
      const [deleted]: ProductRow[] = await queryRows(manager, 'DELETE FROM products WHERE id = $1 RETURNING *', [id]);
      if (!deleted) throw serviceError('NOT_FOUND', 'No product with that id');
      return deleted;
    });
    return { images: row.images };
  }

  toggleStatus(id: string): Promise<ProductView> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      return patchProduct(manager, id, { is_active: !current.is_active });
    });
  }

  setActive(id: string, isActive: boolean): Promise<ProductView> {
    return this.write(async (manager) => {
      await this.lock(manager, id);
      return patchProduct(manager, id, { is_active: isActive });
    });
  }

  removeImage(id: string, imageUrl: string): Promise<ProductView> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      if (!current.images.includes(imageUrl)) throw serviceError('NOT_FOUND', 'That image is not one of this product');
      return patchProduct(manager, id, { images: current.images.filter((url) => url !== imageUrl) });
    });
  }

  replaceImage(id: string, oldUrl: string, newUrl: string): Promise<ProductView> {
    return this.write(async (manager) => {
      const current = await this.lock(manager, id);
      if (!current.images.includes(oldUrl)) throw serviceError('NOT_FOUND', 'That image is not one of this product');
      return patchProduct(manager, id, { images: current.images.map((url) => (url === oldUrl ? newUrl : url)) });
    });
  }

  /** Bulk sale pricing: the sale price is the list price less the discount, rounded half-up once. */
  async applySale(productIds: string[], discountPercentage: number): Promise<{ updated: number; products: ProductView[] }> {
    const rows = await this.writes.run(async (manager) => {
      const current: ProductRow[] = await queryRows(manager, 'SELECT * FROM products WHERE id = ANY($1) FOR UPDATE', [productIds]);
      const updated: ProductRow[] = [];
      for (const row of current) {
        updated.push(
          await patchProduct(manager, row.id, {
            sale_price_cents: percentOff(row.price_cents, discountPercentage),
            discount_percentage: discountPercentage,
          }),
        );
      }
      return updated;
    });
    return { updated: rows.length, products: rows.map(toProductView) };
  }

  async clearSale(productIds: string[]): Promise<{ updated: number }> {
    const rows = await this.writes.run((manager) =>
      queryRows<Pick<ProductRow, 'id'>>(
        manager,
        'UPDATE products SET sale_price_cents = NULL, discount_percentage = NULL, updated_at = now() WHERE id = ANY($1) RETURNING id',
        [productIds],
      ),
    );
    return { updated: rows.length };
  }

  startTimer(id: string, input: StartProductTimerDto): Promise<ProductView> {
    return this.write(async (manager) => {
      await this.lock(manager, id);
      const [row]: ProductRow[] = await queryRows(
        manager,
        `UPDATE products SET sale_timer_end_date = now() + make_interval(hours => $2), sale_timer_duration = $2,
           sale_timer_discount = $3, sale_timer_message = COALESCE($4, sale_timer_message), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [id, input.durationHours, input.discountPercentage, input.message || null],
      );
      return row;
    });
  }

  stopTimer(id: string): Promise<ProductView> {
    return this.write(async (manager) => {
      await this.lock(manager, id);
      return patchProduct(manager, id, { sale_timer_end_date: null, sale_timer_duration: null, sale_timer_discount: null });
    });
  }

  /** 'Fix Individual Colors': hides Individual Colors whose images are missing or not ours. */
  async deactivateIndividualColorsWithBadImages(): Promise<{ message: string; count: number }> {
    const rows = await this.writes.run((manager) =>
      queryRows<Pick<ProductRow, 'id'>>(
        manager,
        `UPDATE products SET is_active = false, updated_at = now()
         WHERE is_active AND category = 'Individual Colors'
           AND (cardinality(images) = 0 OR EXISTS (SELECT 1 FROM unnest(images) u WHERE u NOT LIKE '/uploads/%'))
         RETURNING id`,
      ),
    );
    return {
      message: `Deactivated ${rows.length} Individual Colors product${rows.length === 1 ? '' : 's'} with missing or broken images.`,
      count: rows.length,
    };
  }

  async deactivateMissingImages(): Promise<{ message: string; count: number }> {
    const rows = await this.writes.run((manager) =>
      queryRows<Pick<ProductRow, 'id'>>(
        manager,
        `UPDATE products SET is_active = false, updated_at = now() WHERE is_active AND cardinality(images) = 0 RETURNING id`,
      ),
    );
    return { message: `Deactivated ${rows.length} product${rows.length === 1 ? '' : 's'} without images.`, count: rows.length };
  }

  async deactivated() {
    const rows = await queryRows<ProductRow>(this.dataSource, 'SELECT * FROM products WHERE NOT is_active ORDER BY lower(name), id');
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      subcategory: r.subcategory,
      price: toDollars(r.price_cents),
      images: r.images,
    }));
  }

  async extenders(productId: string, onlyForSet: boolean): Promise<ProductView[]> {
    if (onlyForSet) {
      const product = await this.get(productId, false);
      if (!product.hasExtenders) return [];
    } else {
      await this.get(productId, false);
    }
    const rows = await queryRows<ProductRow>(
      this.dataSource,
      "SELECT * FROM products WHERE is_active AND category = 'Extenders' ORDER BY lower(name), id",
    );
    return rows.map(toProductView);
  }

  private async lock(manager: EntityManager, id: string): Promise<ProductRow> {
    const [row]: ProductRow[] = await queryRows(manager, 'SELECT * FROM products WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw serviceError('NOT_FOUND', 'No product with that id');
    return row;
  }

  private async write(work: (manager: EntityManager) => Promise<ProductRow>): Promise<ProductView> {
    return toProductView(await this.writes.run(work));
  }
}

function assertSaleBelowPrice(price: number | null | undefined, salePrice: number | null | undefined): void {
  const problem = salePriceProblem(price, salePrice);
  if (problem) throw serviceError('BAD_REQUEST', problem.message);
}
