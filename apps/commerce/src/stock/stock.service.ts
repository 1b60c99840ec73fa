import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ALREADY_ASKED_WHEN_BACK,
  isUuid,
  StockPatterns,
  BackInStockRequestView,
  type BusPayload,
  type EventEnvelope,
  type StockImportedEvent,
  LowStockView,
  NOT_SOLD_OUT_MESSAGE,
  StockBackEvent,
  StockEvents,
  PAN_SIZE_STOCK_ITEMS,
  ProductPatterns,
  ProductStockView,
  RestockRequest,
  SetProductStockRequest,
  STOCK_LEVEL_MAX,
  STOCK_MOVEMENTS_DEFAULT,
  StockAvailabilityView,
  type StockItem,
  StockMovementsRequest,
  StockMovementsView,
  VariantPatterns,
  WHOLE_PRODUCT_STOCK_ITEM,
} from '@shop/contracts';
import { addToOutbox, Bus, BUS, busRequest, consumeOnce, queryRows, RemoteError, serviceError, UnitOfWork } from '@shop/platform';
import { offersPanSizes } from '@shop/pricing';
import { stockItemNames } from './stock-item-names';
import { LowStockThreshold } from './low-stock-threshold';
import type { StockLevelRow, StockLevelWithThreshold, StockMovementRow } from './stock-rows';

/** How the ledger names a level a products CSV import set. */
const CSV_IMPORT_REASON = 'CSV import';

/**
 * The owner's side of stock (docs/rules.md §7): which items of a product are counted and how many are on hand,
 * restocks, and the ledger; and what shoppers see (units left of every counted item). Every change of a level writes
 * its movement in the same transaction, so an item's level is always the sum of its ledger.
 */
@Injectable()
export class StockService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BUS) private readonly bus: Bus,
    private readonly unitOfWork: UnitOfWork,
    private readonly threshold: LowStockThreshold,
  ) {}

  async ofProduct(productId: string): Promise<ProductStockView> {
    await this.sellableItems(productId);
    return this.view(this.dataSource.manager, productId);
  }

  /**
   * Sets which items are counted and their levels: a changed level is a correction in the ledger, an item no longer
   * counted is corrected to 0 and dropped (so counting it again starts from 0), and `tracked: false` drops them all.
   * The product's rows are locked first, so a checkout reserving them waits, or is waited for.
   */
  async set(input: SetProductStockRequest): Promise<ProductStockView> {
    const sellable = await this.sellableItems(input.id);
    const wanted = input.tracked ? (input.items ?? []) : [];
    const seen = new Set<string>();
    for (const entry of wanted) {
      if (!sellable.includes(entry.item)) throw serviceError('BAD_REQUEST', `items: this product does not sell ${entry.item}`);
      if (seen.has(entry.item)) throw serviceError('BAD_REQUEST', `items: ${entry.item} is listed twice`);
      seen.add(entry.item);
    }
    const reason = input.reason?.trim() || 'Stock set by hand';
    return this.unitOfWork.run(async (manager) => {
      const current = await this.lockedLevels(manager, input.id);
      for (const row of current) {
        if (!seen.has(row.item)) await this.correct(manager, input.id, row.item, row.level, 0, input.actor, reason, { drop: true });
      }
      for (const entry of wanted) {
        const before = current.find((row) => row.item === entry.item);
        await this.correct(manager, input.id, entry.item, before?.level ?? 0, entry.level, input.actor, reason, {
          threshold: entry.threshold ?? null,
          create: !before,
        });
      }
      return this.view(manager, input.id);
    });
  }

  /** Units added to one counted item (404 when the item is not counted). */
  async restock(input: RestockRequest): Promise<ProductStockView> {
    await this.sellableItems(input.id);
    return this.unitOfWork.run(async (manager) => {
      const [row] = await queryRows<Pick<StockLevelRow, 'level'>>(
        manager,
        `UPDATE stock_levels SET level = level + $3, updated_at = now() WHERE product_id = $1 AND item = $2 AND level + $3 <= $4
         RETURNING level`,
        [input.id, input.item, input.quantity, STOCK_LEVEL_MAX],
      );
      if (!row) {
        const [counted] = await queryRows(manager, 'SELECT 1 FROM stock_levels WHERE product_id = $1 AND item = $2', [input.id, input.item]);
        if (counted) throw serviceError('BAD_REQUEST', `quantity: the level would go over ${STOCK_LEVEL_MAX.toLocaleString('en-US')}`);
        throw serviceError('NOT_FOUND', `The stock of ${input.item} is not counted for this product`);
      }
      await this.record(manager, input.id, input.item, 'restock', input.quantity, row.level, input.actor, input.reason?.trim() || 'Restock');
      return this.view(manager, input.id);
    });
  }

  async movements(input: StockMovementsRequest): Promise<StockMovementsView> {
    await this.sellableItems(input.id);
    const rows = await queryRows<StockMovementRow>(this.dataSource, 'SELECT * FROM stock_movements WHERE product_id = $1 ORDER BY id DESC LIMIT $2', [
      input.id,
      input.limit ?? STOCK_MOVEMENTS_DEFAULT,
    ]);
    return {
      productId: input.id,
      movements: rows.map((row) => ({
        id: String(row.id),
        productId: row.product_id,
        item: row.item,
        kind: row.kind,
        delta: row.delta,
        level: row.level,
        orderId: row.order_id,
        actor: row.actor,
        reason: row.reason,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /**
   * She asks to be told when a sold-out item is back (her session's e-mail): only a counted item at 0 (400 otherwise),
   * once while she waits (409 for a second request).
   */
  async notifyWhenBack(input: BusPayload<typeof StockPatterns.notifyWhenBack>): Promise<BackInStockRequestView> {
    const [row] = await queryRows<Pick<StockLevelRow, 'level'>>(
      this.dataSource,
      'SELECT level FROM stock_levels WHERE product_id = $1 AND item = $2',
      [input.productId, input.item],
    );
    if (!row || row.level > 0) throw serviceError('BAD_REQUEST', NOT_SOLD_OUT_MESSAGE);
    const [asked] = await queryRows(
      this.dataSource,
      `INSERT INTO stock_back_requests (email, product_id, item) VALUES ($1, $2, $3)
       ON CONFLICT (product_id, item, email) WHERE notified_at IS NULL DO NOTHING RETURNING id`,
      [input.email, input.productId, input.item],
    );
    if (!asked) throw serviceError('CONFLICT', ALREADY_ASKED_WHEN_BACK);
    return { productId: input.productId, item: input.item, email: input.email };
  }

  /**
   * The levels a products CSV import set (docs/rules.md §7), applied once however often they arrive (the catalogue's
   * request, then its outbox event). Each item moves by the file's difference from the level the import read, never
   * below 0, so units reserved in between stay reserved; a blank drops the item, a new one starts at the file's level.
   */
  applyImport(envelope: EventEnvelope<StockImportedEvent>): Promise<boolean> {
    const { actor, levels } = envelope.payload;
    const ordered = [...levels].sort((a, b) => a.productId.localeCompare(b.productId) || a.item.localeCompare(b.item));
    return consumeOnce(this.dataSource, 'commerce:csv-stock-import', envelope, async (manager) => {
      const current = await queryRows<Pick<StockLevelRow, 'product_id' | 'item' | 'level'>>(
        manager,
        `SELECT product_id, item, level FROM stock_levels WHERE (product_id, item) IN (SELECT * FROM unnest($1::uuid[], $2::text[]))
         ORDER BY product_id, item FOR UPDATE`,
        [ordered.map((level) => level.productId), ordered.map((level) => level.item)],
      );
      const held = new Map(current.map((row) => [`${row.product_id}/${row.item}`, row.level]));
      for (const { productId, item, from, to } of ordered) {
        const now = held.get(`${productId}/${item}`);
        if (to === null) {
          if (now !== undefined) await this.correct(manager, productId, item, now, 0, actor, CSV_IMPORT_REASON, { drop: true });
        } else if (now === undefined) {
          await this.correct(manager, productId, item, 0, to, actor, CSV_IMPORT_REASON, { create: true, threshold: null });
        } else {
          const level = Math.min(STOCK_LEVEL_MAX, Math.max(0, from === null ? to : now + to - from));
          await this.correct(manager, productId, item, now, level, actor, CSV_IMPORT_REASON, { keepThreshold: true });
        }
      }
    });
  }

  async available(): Promise<StockAvailabilityView> {
    const rows = await queryRows<Pick<StockLevelRow, 'product_id' | 'item' | 'level'>>(
      this.dataSource,
      'SELECT product_id, item, level FROM stock_levels ORDER BY product_id, item',
    );
    return { items: rows.map((row) => ({ productId: row.product_id, item: row.item, left: row.level })) };
  }

  /**
   * The dashboard's Low stock panel: counted items at or below their threshold (their own, else the shop's), fewest
   * left first, named as the shop names them (the product, with its pan size or variant).
   */
  async low(): Promise<LowStockView> {
    const defaultThreshold = await this.threshold.current();
    const rows = await queryRows<StockLevelWithThreshold>(
      this.dataSource,
      `SELECT product_id, item, level, coalesce(threshold, $1) AS threshold FROM stock_levels
       WHERE level <= coalesce(threshold, $1) ORDER BY level, product_id, item LIMIT 200`,
      [defaultThreshold],
    );
    const names = await stockItemNames(this.bus, rows);
    return {
      defaultThreshold,
      items: rows.map((row) => ({
        productId: row.product_id,
        item: row.item,
        name: names.get(`${row.product_id}/${row.item}`) ?? row.item,
        level: row.level,
        threshold: row.threshold,
      })),
    };
  }

  /** The items a product sells: itself (or its three pan sizes) and each of its variants; 404 for an unknown product. */
  private async sellableItems(productId: string): Promise<StockItem[]> {
    if (!isUuid(productId)) throw serviceError('NOT_FOUND', 'No product with that id');
    const [product, variants] = await Promise.all([
      busRequest(this.bus, ProductPatterns.get, { id: productId, includeInactive: true }),
      busRequest(this.bus, VariantPatterns.list, { productId, includeSold: true }),
    ]).catch((err: unknown) => {
      if (err instanceof RemoteError && err.code === 'NOT_FOUND') throw serviceError('NOT_FOUND', 'No product with that id');
      throw err;
    });
    const own = offersPanSizes(product) ? [...PAN_SIZE_STOCK_ITEMS] : [WHOLE_PRODUCT_STOCK_ITEM];
    return [...own, ...variants.map((variant) => variant.id)];
  }

  private lockedLevels(manager: EntityManager, productId: string) {
    return queryRows<Pick<StockLevelRow, 'item' | 'level'>>(
      manager,
      'SELECT item, level FROM stock_levels WHERE product_id = $1 ORDER BY item FOR UPDATE',
      [productId],
    );
  }

  /** One item moved from `from` to `to` units by hand: the level written and, when it changed, a correction recorded. */
  private async correct(
    manager: EntityManager,
    productId: string,
    item: StockItem,
    from: number,
    to: number,
    actor: string,
    reason: string,
    how: { threshold?: number | null; create?: boolean; drop?: boolean; keepThreshold?: boolean },
  ): Promise<void> {
    if (how.drop) {
      await manager.query('DELETE FROM stock_levels WHERE product_id = $1 AND item = $2', [productId, item]);
    } else if (how.create) {
      await manager.query('INSERT INTO stock_levels (product_id, item, level, threshold) VALUES ($1, $2, $3, $4)', [
        productId,
        item,
        to,
        how.threshold,
      ]);
    } else if (how.keepThreshold) {
      await manager.query('UPDATE stock_levels SET level = $3, updated_at = now() WHERE product_id = $1 AND item = $2', [productId, item, to]);
    } else {
      await manager.query('UPDATE stock_levels SET level = $3, threshold = $4, updated_at = now() WHERE product_id = $1 AND item = $2', [
        productId,
        item,
        to,
        how.threshold,
      ]);
    }
    if (to !== from) await this.record(manager, productId, item, 'correction', to - from, to, actor, reason);
  }

  private async record(
    manager: EntityManager,
    productId: string,
    item: StockItem,
    kind: 'restock' | 'correction',
    delta: number,
    level: number,
    actor: string,
    reason: string,
  ): Promise<void> {
    // Units again where there were none: whoever asked to be told gets one e-mail (docs/rules.md §7).
    if (level > 0 && level - delta <= 0) await addToOutbox(manager, StockEvents.back, { productId, item, level } satisfies StockBackEvent);
    await manager.query('INSERT INTO stock_movements (product_id, item, kind, delta, level, actor, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      productId,
      item,
      kind,
      delta,
      level,
      actor,
      reason,
    ]);
  }

  private async view(manager: EntityManager, productId: string): Promise<ProductStockView> {
    const rows = await queryRows<StockLevelRow>(manager, 'SELECT * FROM stock_levels WHERE product_id = $1 ORDER BY item', [productId]);
    return {
      productId,
      tracked: rows.length > 0,
      items: rows.map((row) => ({ item: row.item, level: row.level, threshold: row.threshold, updatedAt: new Date(row.updated_at).toISOString() })),
    };
  }
}
