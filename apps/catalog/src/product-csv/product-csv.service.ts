import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  isUuid,
  PRODUCT_CSV_COLUMNS,
  ProductCsvEvents,
  productCsvInvalidMessage,
  StockPatterns,
  toCsv,
  type ProductCsvImportRequest,
  type ProductCsvImportResult,
  type StockImportedEvent,
} from '@shop/contracts';
import { addToOutbox, Bus, BUS, busRequest, queryRows, serviceError } from '@shop/platform';
import { CatalogWrites } from '../catalog-writes';
import { patchProduct } from '../products/product-patch';
import type { ProductRow } from '../products/product-row';
import type { VariantRow } from '../variants/variant-row';
import { productCsvRows } from './product-csv-export';
import { readProductCsv } from './product-csv-file';
import { planProductCsv, type ProductCsvPlan } from './product-csv-plan';

/**
 * The products CSV (docs/rules.md §7): the export of every product, size and variant, and the import that reads the
 * same file back. An import's prices, shipping and active flags are written in one catalogue transaction together with
 * an outbox event holding its stock levels, so they are never written without their stock; commerce applies the
 * levels once, asked at once here and again by the event, whichever comes first. With problems nothing is written
 * and the 400 lists every one (line and column); a dry run answers the changes without writing them.
 */
@Injectable()
export class ProductCsvService {
  private readonly logger = new Logger('ProductCsv');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BUS) private readonly bus: Bus,
    private readonly writes: CatalogWrites,
  ) {}

  async export(): Promise<string> {
    const [products, variants, levels] = await Promise.all([
      queryRows<ProductRow>(this.dataSource, 'SELECT * FROM products ORDER BY lower(name), id'),
      queryRows<VariantRow>(this.dataSource, 'SELECT * FROM variants ORDER BY product_id, sort_order, created_at, id'),
      this.stockLevels(),
    ]);
    return toCsv(PRODUCT_CSV_COLUMNS, productCsvRows(products, variants, levels));
  }

  async import(input: ProductCsvImportRequest): Promise<ProductCsvImportResult> {
    const file = readProductCsv(input.csv);
    if (file.problems.length && !file.rows.length) throw invalid(file.problems);
    const ids = [...new Set(file.rows.map((row) => row.productId))].filter(isUuid).sort();
    const levels = await this.stockLevels();
    const planWith = async (manager: EntityManager, lock: boolean): Promise<ProductCsvPlan> => {
      const plan = planProductCsv(file.rows, { ...(await this.catalogue(manager, ids, lock)), levels });
      const problems = [...file.problems, ...plan.problems].sort((a, b) => a.line - b.line);
      if (problems.length) throw invalid(problems);
      return plan;
    };
    const result = (plan: ProductCsvPlan) => ({ dryRun: input.dryRun, rows: file.rows.length, changes: plan.changes });
    if (input.dryRun) return result(await planWith(this.dataSource.manager, false));

    let stockEvent: { id: string; payload: StockImportedEvent } | undefined;
    const plan = await this.writes.run(async (manager) => {
      const planned = await planWith(manager, true);
      for (const [id, columns] of planned.productColumns) await patchProduct(manager, id, columns);
      for (const [id, columns] of planned.variantColumns) await patchVariant(manager, id, columns);
      if (planned.levels.length) {
        const payload: StockImportedEvent = { actor: input.actor, levels: planned.levels };
        stockEvent = { id: await addToOutbox(manager, ProductCsvEvents.stockImported, payload), payload };
      }
      return planned;
    });
    if (stockEvent) await this.applyStockNow(stockEvent.id, stockEvent.payload);
    return result(plan);
  }

  /** The products the file names (locked for an import, in id order) and their variants. */
  private async catalogue(manager: EntityManager, ids: string[], lock: boolean) {
    const products = await queryRows<ProductRow>(manager, `SELECT * FROM products WHERE id = ANY($1) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`, [ids]);
    const variants = await queryRows<VariantRow>(
      manager,
      `SELECT * FROM variants WHERE product_id = ANY($1) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [ids],
    );
    return { products: new Map(products.map((row) => [row.id, row])), variants };
  }

  private async stockLevels(): Promise<Map<string, number>> {
    const { items } = await busRequest(this.bus, StockPatterns.available, {});
    return new Map(items.map((item) => [`${item.productId}/${item.item}`, item.left]));
  }

  /** Commerce applies the levels now, so the answer's stock is already there; if it cannot, the outbox event will. */
  private async applyStockNow(id: string, payload: StockImportedEvent): Promise<void> {
    const envelope = { id, name: ProductCsvEvents.stockImported, occurredAt: new Date().toISOString(), source: 'catalog', payload };
    await busRequest(this.bus, StockPatterns.applyImport, envelope).catch((err: unknown) =>
      this.logger.warn(`stock levels of import ${id} left to the outbox: ${(err as Error).message}`),
    );
  }
}

function invalid(problems: Parameters<typeof productCsvInvalidMessage>[0]) {
  return serviceError('CSV_INVALID', productCsvInvalidMessage(problems), [...problems]);
}

/** Sets the planned columns of one variant (names come from the plan, never from the file). */
async function patchVariant(manager: EntityManager, id: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  await manager.query(`UPDATE variants SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    id,
    ...names.map((name) => columns[name]),
  ]);
}
