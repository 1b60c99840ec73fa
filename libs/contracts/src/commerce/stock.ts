import { PAN_SIZES, type PanSize } from '@shop/pricing';
import { DEAL_LOW_STOCK_AT } from './daily-deals';

/**
 * Stock (docs/rules.md §7): counted for what a cart line buys. A product's stock item is `product` (the product
 * itself, a line without a pan size or variant), one of its pan sizes (`half`, `full`, `grande`), or one of its
 * variants (the variant's id). A product tracks stock when it has at least one item; an item without a level is not
 * counted (unlimited), so a product that tracks nothing sells as it always did.
 */
export const WHOLE_PRODUCT_STOCK_ITEM = 'product';
export const PAN_SIZE_STOCK_ITEMS: readonly PanSize[] = PAN_SIZES;
/** `product`, a pan size, or a variant's id. */
export type StockItem = string;

/** The most units one item may hold: more is a typing mistake (an extra zero), never stock. */
export const STOCK_LEVEL_MAX = 1_000_000;
/** "Only N left" from this many units or fewer, as the daily deals say it; "Sold out" at 0. */
export const STOCK_LOW_AT = DEAL_LOW_STOCK_AT;
export const STOCK_REASON_MAX_LENGTH = 300;
/**
 * The shop-wide low-stock threshold (site setting `low_stock_threshold`) when an item has none of its own: an item
 * whose level falls to it or below is low, and the owner is told once as it crosses it.
 */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const LOW_STOCK_THRESHOLD_KEY = 'low_stock_threshold';

/** A whole number of units from `min` to STOCK_LEVEL_MAX, one message naming the field. */
export function unitsProblem(field: string, value: unknown, min = 0): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field} must be a number`;
  if (!Number.isInteger(value)) return `${field} must be a whole number`;
  if (value < min) return min === 0 ? `${field} must not be below 0` : `${field} must be at least ${min}`;
  if (value > STOCK_LEVEL_MAX) return `${field} must be at most ${STOCK_LEVEL_MAX.toLocaleString('en-US')}`;
  return null;
}
/** What a shopper is told of an item with `left` units: 'Sold out', 'Only N left', or nothing (plenty, or untracked). */
export function stockLabel(left: number | null | undefined): string | null {
  if (left === null || left === undefined) return null;
  if (left <= 0) return 'Sold out';
  return left <= STOCK_LOW_AT ? `Only ${left} left` : null;
}

/** The 409 of a cart line asking for more than is left; it names the item and what is left. */
export function notEnoughStockMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is sold out` : `Only ${left} of ${name} left`;
}

/** Whether `item` names a stock item of its kind: `product`, a pan size, or a variant id (a uuid). */
export function isStockItem(item: unknown): item is StockItem {
  if (typeof item !== 'string') return false;
  return item === WHOLE_PRODUCT_STOCK_ITEM || (PAN_SIZE_STOCK_ITEMS as readonly string[]).includes(item) || STOCK_VARIANT_ITEM.test(item);
}
const STOCK_VARIANT_ITEM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stock item a priced cart line buys: its variant, else its pan size, else the product itself. */
export function stockItemOf(line: { size: PanSize | null; variantId: string | null }): StockItem {
  return line.variantId ?? line.size ?? WHOLE_PRODUCT_STOCK_ITEM;
}

/** How the shop names a stock item: the product, with its pan size or variant ('Quinacridone Rose - Half Pan'). */
export function stockItemDisplayName(product: string, part: string | undefined): string {
  return part ? `${product} - ${part}` : product;
}

export const STOCK_MOVEMENT_KINDS = ['restock', 'correction', 'reservation', 'release', 'sale', 'return'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const StockPatterns = {
  /** A product's stock as the back office sets it: whether it tracks stock, each item's level and threshold. */
  ofProduct: 'commerce.stock.of-product',
  set: 'commerce.stock.set',
  restock: 'commerce.stock.restock',
  movements: 'commerce.stock.movements',
  /** What shoppers see: units left of every tracked item. */
  available: 'commerce.stock.available',
  /** The dashboard's Low stock panel: counted items at or below their threshold. */
  low: 'commerce.stock.low',
  /** A shopper asks to be told when a sold-out item is back. */
  notifyWhenBack: 'commerce.stock.notify-when-back',
  /** The levels a products CSV import set (the catalogue's outbox event, asked for at once as well): applied once. */
  applyImport: 'commerce.stock.apply-import',
} as const;

export const StockEvents = {
  /** A checkout took an item's level from above its threshold to it or below: the owner gets one e-mail. */
  low: 'stock.low',
  /** A sold-out item has units again (restocked or corrected by the owner): whoever asked gets one e-mail. */
  back: 'stock.back',
} as const;

export interface StockBackEvent {
  productId: string;
  item: StockItem;
  level: number;
}

/** POST /api/stock/notify-when-back: the item and her e-mail, told once when it is back. */
export interface BackInStockRequestView {
  productId: string;
  item: StockItem;
  email: string;
}

export const ALREADY_ASKED_WHEN_BACK = 'You will already be told by e-mail when it is back';
export const NOT_SOLD_OUT_MESSAGE = 'This item is not sold out: it can be added to the cart now';

export interface StockLowEvent {
  productId: string;
  item: StockItem;
  /** The line's name as the checkout priced it (the product, with its size or variant). */
  name: string;
  level: number;
  threshold: number;
}

/** One item of GET /api/admin/stock/low. */
export interface LowStockItem {
  productId: string;
  item: StockItem;
  /** The product's name, with the pan size or variant ('Quinacridone Rose - Half Pan'). */
  name: string;
  level: number;
  /** Its own threshold, else the shop's. */
  threshold: number;
}

/** GET /api/admin/stock/low: counted items at or below their threshold, fewest left first. */
export interface LowStockView {
  items: LowStockItem[];
  defaultThreshold: number;
}

export interface StockItemView {
  item: StockItem;
  /** Units on hand: not yet reserved by a pending order nor sold. */
  level: number;
  /** Low-stock threshold of this item, or null for the shop's default. */
  threshold: number | null;
  updatedAt: string;
}

/** GET /api/admin/products/{id}/stock. */
export interface ProductStockView {
  productId: string;
  /** True when at least one of its items is counted. */
  tracked: boolean;
  items: StockItemView[];
}

/** A row of the stock ledger: the level is the sum of an item's movements. */
export interface StockMovementView {
  id: string;
  productId: string;
  item: StockItem;
  kind: StockMovementKind;
  /** Units in (+) or out (−); a sale records that a reservation was paid for (0). */
  delta: number;
  /** The item's level after this movement. */
  level: number;
  orderId: string | null;
  /** The admin's e-mail, or `shop` for checkout, expiry and payment. */
  actor: string;
  reason: string;
  createdAt: string;
}

/** GET /api/admin/products/{id}/stock/movements: newest first. */
export interface StockMovementsView {
  productId: string;
  movements: StockMovementView[];
}

/** One tracked item as shoppers see it. */
export interface StockAvailabilityItem {
  productId: string;
  item: StockItem;
  left: number;
}

/** GET /api/stock: units left of every tracked item; an item not listed is not counted (unlimited). */
export interface StockAvailabilityView {
  items: StockAvailabilityItem[];
}

/** Units left of one item of `view`, or null when that item is not counted. */
export function unitsLeft(view: StockAvailabilityView | undefined, productId: string, item: StockItem): number | null {
  return view?.items.find((entry) => entry.productId === productId && entry.item === item)?.left ?? null;
}
