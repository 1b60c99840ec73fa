import { CART_ITEM_TYPES, MAX_CART_LINES, MAX_LINE_QUANTITY, SUBSCRIPTION_PLAN_DURATIONS, type CartItemType } from '@shop/contracts';
import type { CartItem } from '@/lib/cart-store';
import type { ServerCartItem } from '../types';

const isType = (value: unknown): value is CartItemType => (CART_ITEM_TYPES as readonly unknown[]).includes(value);

/** A free mystery box is the server's to add; the browser never sends one. */
export function isMysteryLine(item: CartItem): boolean {
  return item.type === 'mystery_box' || item.isMysteryBoxFreebie === true;
}

/** A saved line the server no longer knows (docs/api.md "Saved carts"): shown to be removed, never priced or checked out. */
export function isUnavailableLine(item: CartItem): boolean {
  return item.unavailable === true;
}

function imageOf(item: CartItem): string | undefined {
  const image = typeof item.image === 'string' && item.image ? item.image : item.imageUrl;
  return typeof image === 'string' && image.length <= 500 ? image : undefined;
}

/**
 * The cart as the server accepts it: only the documented fields (unknown ones
 * answer 400), no mystery-box lines, at most 100 lines of 1–99 units. Name,
 * price, image and shipping travel for display; the server believes only id,
 * type, duration and quantity.
 */
export function toServerCartItems(items: readonly CartItem[]): ServerCartItem[] {
  return items
    .filter((item) => !isMysteryLine(item))
    .slice(0, MAX_CART_LINES)
    .map((item) => ({
      id: item.id,
      name: item.name.slice(0, 300),
      price: item.price,
      type: isType(item.type) ? item.type : 'product',
      duration:
        typeof item.duration === 'number' && (SUBSCRIPTION_PLAN_DURATIONS as readonly number[]).includes(item.duration) ? item.duration : undefined,
      image: imageOf(item),
      quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(item.quantity))),
      shipping: typeof item.shipping === 'number' && Number.isFinite(item.shipping) ? item.shipping : undefined,
    }));
}
