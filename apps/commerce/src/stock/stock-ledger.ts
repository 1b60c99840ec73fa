import { EntityManager } from 'typeorm';
import {
  notEnoughStockMessage,
  StockEvents,
  type StockItem,
  type StockLowEvent,
  type StockMovementKind,
  WHOLE_PRODUCT_STOCK_ITEM,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError } from '@shop/platform';
import type { StockHeldRow, StockLevelRow, StockReservationRow } from './stock-rows';

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
 * Reserves a new order's counted units inside its transaction (docs/rules.md §7), as its last step so the items stay
 * locked only until it commits. `needs` are the counted items the cart buys (its quote found them counted). One
 * statement locks them in one fixed order (product, then item), so two checkouts never wait on each other in opposite
 * orders; checks each against what is left as it is once locked; and only when every one has enough lowers the levels
 * and writes the ledger (the reservations, under the order's id). One short: 409 naming the line and what is left, and the whole order rolls
 * back. The table's CHECK (never below 0) is the net under it. An item no longer counted by then is simply not taken.
 */
export async function reserveStock(
  manager: EntityManager,
  orderId: string,
  actor: string,
  needs: StockNeed[],
  defaultThreshold: number,
): Promise<void> {
  const wanted = new Map<string, StockNeed>();
  for (const need of needs) {
    const key = keyOf(need.productId, need.item);
    wanted.set(key, { ...need, quantity: (wanted.get(key)?.quantity ?? 0) + need.quantity });
  }
  if (!wanted.size) return;
  const units = [...wanted.values()];
  // The short items (then nothing is taken), else the items this order took across their low-stock threshold.
  const answered = await queryRows<StockReservationRow>(
    manager,
    `WITH wanted AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[]) AS w (product_id, item, quantity)),
       locked AS (
         SELECT s.product_id, s.item, s.level FROM stock_levels s JOIN wanted w USING (product_id, item)
         ORDER BY s.product_id, s.item FOR UPDATE OF s),
       short AS (SELECT l.product_id, l.item, l.level, 0 AS threshold FROM locked l JOIN wanted w USING (product_id, item) WHERE l.level < w.quantity),
       taken AS (
         UPDATE stock_levels s SET level = s.level - w.quantity, updated_at = now() FROM wanted w
         WHERE s.product_id = w.product_id AND s.item = w.item AND NOT EXISTS (SELECT 1 FROM short)
         RETURNING s.product_id, s.item, s.level, w.quantity, coalesce(s.threshold, $6) AS threshold),
       ledger AS (
         INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
         SELECT product_id, item, 'reservation', -quantity, level, $4, $5, 'Checkout' FROM taken)
     SELECT product_id, item, level, threshold, true AS short FROM short
     UNION ALL
     SELECT product_id, item, level, threshold, false FROM taken WHERE level <= threshold AND level + quantity > threshold`,
    [units.map((u) => u.productId), units.map((u) => u.item), units.map((u) => u.quantity), orderId, actor, defaultThreshold],
  );
  const short = answered.find((row) => row.short);
  if (short) throw serviceError('SOLD_OUT', notEnoughStockMessage(wanted.get(keyOf(short.product_id, short.item))!.name, short.level));
  for (const crossed of answered) {
    const low: StockLowEvent = {
      productId: crossed.product_id,
      item: crossed.item,
      name: wanted.get(keyOf(crossed.product_id, crossed.item))!.name,
      level: crossed.level,
      threshold: crossed.threshold,
    };
    await addToOutbox(manager, StockEvents.low, low);
  }
}

/**
 * An order that ends unfulfilled gives back what it still holds, in the transaction that ends it: minus the sum of its
 * movements per item, so a second call finds nothing left to give. Units it never paid for are `release`d, units it
 * had paid for (a `sale` is in its movements) are `return`ed. The levels are locked in the fixed order first.
 */
export async function releaseStock(manager: EntityManager, orderId: string, reason: string): Promise<void> {
  const held = await queryRows<StockHeldRow>(
    manager,
    `SELECT product_id, item, -sum(delta)::int AS quantity, bool_or(kind = 'sale') AS sold FROM stock_movements
     WHERE order_id = $1 GROUP BY product_id, item HAVING sum(delta) < 0`,
    [orderId],
  );
  if (!held.length) return;
  await lockLevels(manager, [...new Set(held.map((hold) => hold.product_id))]);
  const kinds: StockMovementKind[] = held.map((hold) => (hold.sold ? 'return' : 'release'));
  await manager.query(
    `WITH back AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[]) AS b (product_id, item, quantity, kind)),
       put AS (
         UPDATE stock_levels s SET level = s.level + b.quantity, updated_at = now() FROM back b
         WHERE s.product_id = b.product_id AND s.item = b.item RETURNING s.product_id, s.item, s.level, b.quantity, b.kind)
     INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
     SELECT product_id, item, kind, quantity, level, $5, $6, $7 FROM put`,
    [held.map((h) => h.product_id), held.map((h) => h.item), held.map((h) => h.quantity), kinds, orderId, SHOP_ACTOR, reason],
  );
}

/** A paid order keeps what it holds: the ledger says so with a `sale` of 0 units per item, once. */
export async function sellStock(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(
    `INSERT INTO stock_movements (product_id, item, kind, delta, level, order_id, actor, reason)
     SELECT h.product_id, h.item, 'sale', 0, l.level, $1, $2, 'Order paid'
     FROM (SELECT product_id, item FROM stock_movements WHERE order_id = $1 GROUP BY product_id, item
           HAVING sum(delta) < 0 AND NOT bool_or(kind = 'sale')) h
     JOIN stock_levels l USING (product_id, item)`,
    [orderId, SHOP_ACTOR],
  );
}
