import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogEvents } from '@shop/contracts';
import { Bus, BUS, queryRows, ReadCache } from '@shop/platform';
import type { PricedVariantRow } from '../variants/variant-row';
import type { ProductRow } from './product-row';

/** Entries live a minute at most: the drop after every catalogue write is what keeps prices current. */
const PRICE_CACHE = { ttlMs: 60_000, maxEntries: 20_000 };

/**
 * The rows a price is made of, read through a cache: every quote and checkout
 * prices its lines, while the catalogue changes a few times a day. CatalogWrites
 * drops it after each committed write, and every instance on the write's
 * broadcast.
 */
@Injectable()
export class CatalogPriceRows {
  private readonly products = new ReadCache<ProductRow>(PRICE_CACHE);
  private readonly variants = new ReadCache<PricedVariantRow>(PRICE_CACHE);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BUS) bus: Bus,
  ) {
    bus.onBroadcast(CatalogEvents.changed, () => this.drop());
  }

  /** Active products by id (an inactive or unknown id maps to undefined). */
  activeProducts(ids: string[]): Promise<Map<string, ProductRow | undefined>> {
    return this.products.getMany(ids, async (missing) => {
      const rows = await queryRows<ProductRow>(this.dataSource, 'SELECT * FROM products WHERE id = ANY($1) AND is_active', [missing]);
      return new Map(rows.map((row) => [row.id, Object.freeze(row)]));
    });
  }

  /** Available variants by id (lower-case). */
  availableVariants(ids: string[]): Promise<Map<string, PricedVariantRow | undefined>> {
    return this.variants.getMany(ids, async (missing) => {
      const rows = await queryRows<PricedVariantRow>(
        this.dataSource,
        'SELECT id, product_id, name, price_cents, sale_price_cents, images FROM variants WHERE id::text = ANY($1) AND is_available',
        [missing],
      );
      return new Map(rows.map((row) => [row.id, Object.freeze(row)]));
    });
  }

  drop(): void {
    this.products.drop();
    this.variants.drop();
  }
}
