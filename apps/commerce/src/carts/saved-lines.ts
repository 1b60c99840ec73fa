import { CART_ITEM_TYPES, CartItemType, MAX_CART_LINES, MAX_LINE_QUANTITY, SavedCartLine } from '@shop/contracts';

/** What a cart line is before it is saved: the browser's item, or a line read back. */
type AnyLine = { id?: unknown; type?: unknown; quantity?: unknown; duration?: unknown; isMysteryBoxFreebie?: unknown };

const isType = (value: unknown): value is CartItemType => (CART_ITEM_TYPES as readonly unknown[]).includes(value);
const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;

/** Mystery lines are the server's to add (docs/rules.md §3), so none is ever kept. */
const isMysteryLine = (line: AnyLine) => line.type === 'mystery_box' || line.isMysteryBoxFreebie === true;

/**
 * The lines as a saved cart keeps them (docs/rules.md §1): a reference and a
 * quantity, nothing price-like; mystery lines and anything malformed left out,
 * at most MAX_CART_LINES. Used on what the browser sends and on what is read back,
 * so a row saved before this rule held can break nothing.
 */
export function toSavedLines(items: unknown): SavedCartLine[] {
  if (!Array.isArray(items)) return [];
  const lines: SavedCartLine[] = [];
  for (const item of items as AnyLine[]) {
    if (!item || typeof item !== 'object' || isMysteryLine(item)) continue;
    if (typeof item.id !== 'string' || !item.id || !isQuantity(item.quantity)) continue;
    const line: SavedCartLine = { id: item.id, quantity: item.quantity };
    if (isType(item.type)) line.type = item.type;
    if (typeof item.duration === 'number' && Number.isInteger(item.duration)) line.duration = item.duration;
    lines.push(line);
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

/**
 * A session's cart merged into the account's (docs/rules.md §4): the same line id
 * adds the quantities, up to MAX_LINE_QUANTITY; new lines follow the account's, up
 * to MAX_CART_LINES (the rest are dropped).
 */
export function mergeSavedLines(account: SavedCartLine[], session: SavedCartLine[]): SavedCartLine[] {
  const merged = account.map((line) => ({ ...line }));
  for (const line of session) {
    const same = merged.find((existing) => existing.id === line.id);
    if (same) same.quantity = Math.min(MAX_LINE_QUANTITY, same.quantity + line.quantity);
    else if (merged.length < MAX_CART_LINES) merged.push({ ...line });
  }
  return merged;
}

/**
 * The cart less what an order bought: the same line id loses the order's quantity, and goes when none is left. For
 * an order whose session cart was merged into the account's before it was paid (docs/rules.md §4).
 */
export function withoutBoughtLines(cart: SavedCartLine[], bought: { id: string; quantity: number }[]): SavedCartLine[] {
  const left = new Map(cart.map((line) => [line.id, line.quantity]));
  for (const line of bought) if (left.has(line.id)) left.set(line.id, left.get(line.id)! - line.quantity);
  return cart.filter((line) => left.get(line.id)! > 0).map((line) => ({ ...line, quantity: left.get(line.id)! }));
}
