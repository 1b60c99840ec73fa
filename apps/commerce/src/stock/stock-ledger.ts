import { EntityManager } from 'typeorm';
import { notEnoughStockMessage, type StockItem, type StockMovementKind, WHOLE_PRODUCT_STOCK_ITEM } from '@shop/contracts';
import { queryRows, serviceError } from '@shop/platform';
import type { StockHoldRow, StockLevelRow } from './stock-rows';

/** Units of one stock item a cart line buys; `name` is the line's, for the 409 that names it. */
export interface StockNeed {
  productId: string;
  item: StockItem;
  quantity: number;
  name: string;
}

/** The shop itself (checkout, expiry, payment) in the ledger's `actor`, where no admin acted. */
export const SHOP_ACTOR = 'shop';

export const keyOf = (productId: string, item: StockItem) => `${productId}/${item}`;

type LevelsByKey = Map<string, Pick<StockLevelRow, 'product_id' | 'item' | 'level'>>;

/** The counted items of these products as they are now, by product/item (no lock: what a quote shows). */
export async function readLevels(manager: EntityManager, productIds: string[]): Promise<LevelsByKey> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<Pick<StockLevelRow, 'product_id' | 'item' | 'level'>>(
    manager,
    'SELECT product_id, item, level FROM stock_levels WHERE product_id = ANY($1::uuid[])',
    [productIds],
  );
  return new Map(rows.map((row) => [keyOf(row.product_id, row.item), row]));
}

/**
 * Locks the counted items of these products in one fixed order (product, then item), so two checkouts, or a checkout
 * and an expiry, always wait for each other in the same order and never deadlock. Answers them by product/item.
 */
async function lockLevels(manager: EntityManager, productIds: string[]): Promise<LevelsByKey> {
  const rows = await queryRows<Pick<StockLevelRow, 'product_id' | 'item' | 'level'>>(
    manager,
    'SELECT product_id, item, level FROM stock_levels WHERE product_id = ANY($1::uuid[]) ORDER BY product_id, item FOR UPDATE',
    [productIds],
  );
  return new Map(rows.map((row) => [keyOf(row.product_id, row.item), row]));
}

/**
 * The counted item a need takes from, or null when it is not counted. A pan-sized product's line without a size
 * buys a half pan, so it counts against the half pan when the product counts that and not itself.
 */
export function countedItem(levels: Map<string, unknown>, need: Pick<StockNeed, 'productId' | 'item'>): StockItem | null {
  if (levels.has(keyOf(need.productId, need.item))) return need.item;
  if (need.item === WHOLE_PRODUCT_STOCK_ITEM && levels.has(keyOf(need.productId, 'half'))) return 'half';
  return null;
}

/**
 * Reserves a new order's counted units inside its transaction (docs/rules.md §7): the items are locked in one
 * fixed order, every line is checked against what is left (more than is left: 409 naming the line and what is left,
 * and the whole order rolls back), then one statement takes the units, writes the ledger and the order's holds. The
 * table's CHECK (never below 0) is the net under it.
 */
export async function reserveStock(manager: EntityManager, orderId: string, actor: string, needs: StockNeed[]): Promise<void> {
  if (!needs.length) return;
  const levels = await lockLevels(manager, [...new Set(needs.map((need) => need.productId))]);
  if (!levels.size) return;
  const taken = new Map<string, StockNeed>();
  for (const need of needs) {
    const item = countedItem(levels, need);
    if (!item) continue;
    const key = keyOf(need.productId, item);
    const before = taken.get(key);
    taken.set(key, { ...need, item, quantity: (before?.quantity ?? 0) + need.quantity });
  }
  for (const [key, need] of taken) {
    const left = levels.get(key)!.level;
    if (left < need.quantity) throw serviceError('SOLD_OUT', notEnoughStockMessage(need.name, left));
  }
  if (!taken.size) return;
  const units = [...taken.values()];
  await manager.query(
    `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[]) AS w (product_id, item, quantity)),
       taken AS (
         UPDATE stock_levels s SET level = s.level - w.quantity, updated_at = now() FROM wanted w
         WHERE s.product_id = w.product_id AND s.item = w.item RETURNING s.product_id, s.item, s.level, w.quantity),
       ledger AS (
         INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
         SELECT product_id, item, 'reservation', -quantity, level, $4, $5, 'Checkout' FROM taken)
     INSERT INTO stock_holds (order_id, product_id, item, quantity) SELECT $4, product_id, item, quantity FROM taken`,
    [units.map((u) => u.productId), units.map((u) => u.item), units.map((u) => u.quantity), orderId, actor],
  );
}

/**
 * An order that ends unfulfilled gives its units back in the transaction that ends it: a pending order's reservation
 * is released, a paid order's sale returned. The holds change state first, so it happens once however often it is
 * called; the levels are then locked in the fixed order and put back in one statement.
 */
export async function releaseStock(manager: EntityManager, orderId: string, reason: string): Promise<void> {
  const holds = await queryRows<Pick<StockHoldRow, 'product_id' | 'item' | 'quantity' | 'state'>>(
    manager,
    `UPDATE stock_holds SET state = CASE WHEN state = 'held' THEN 'released' ELSE 'returned' END
     WHERE order_id = $1 AND state IN ('held', 'sold') RETURNING product_id, item, quantity, state`,
    [orderId],
  );
  if (!holds.length) return;
  await lockLevels(manager, [...new Set(holds.map((hold) => hold.product_id))]);
  const kinds: StockMovementKind[] = holds.map((hold) => (hold.state === 'released' ? 'release' : 'return'));
  await manager.query(
    `WITH back AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[]) AS b (product_id, item, quantity, kind)),
       put AS (
         UPDATE stock_levels s SET level = s.level + b.quantity, updated_at = now() FROM back b
         WHERE s.product_id = b.product_id AND s.item = b.item RETURNING s.product_id, s.item, s.level, b.quantity, b.kind)
     INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
     SELECT product_id, item, kind, quantity, level, $5, $6, $7 FROM put`,
    [holds.map((h) => h.product_id), holds.map((h) => h.item), holds.map((h) => h.quantity), kinds, orderId, SHOP_ACTOR, reason],
  );
}

/** A paid order keeps its units: its holds become sold, and the ledger says so (a movement of 0 units). */
export async function sellStock(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(
    `WITH sold AS (UPDATE stock_holds SET state = 'sold' WHERE order_id = $1 AND state = 'held' RETURNING product_id, item)
     INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
     SELECT s.product_id, s.item, 'sale', 0, l.level, $1, $2, 'Order paid' FROM sold s JOIN stock_levels l USING (product_id, item)`,
    [orderId, SHOP_ACTOR],
  );
}
