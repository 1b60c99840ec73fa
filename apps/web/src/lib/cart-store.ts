import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { toCents, toDollars } from '@shop/pricing';
import { storage } from './storage';

/**
 * The browser cart (docs/product/shopper.md §3, §4), shared by the shop (add to cart)
 * and the cart feature (the Shopping Cart modal, server sync). It lives in
 * localStorage under `cart`; prices in it are for display only — the server
 * prices every line again (docs/rules.md §1).
 */
export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window after this tab changes the cart, so other parts of the page can follow. */
export const CART_CHANGE_EVENT = 'cart:change';

/**
 * A cart line (docs/product/shopper.md §3). Product ids carry a suffix: -half, -full,
 * -grande or -{variantId}. Lines added elsewhere (subscriptions) keep any
 * extra fields they have (duration, imageUrl…).
 */
export type NewCartItem = {
  id: string;
  name: string;
  price: number;
  type: string;
  image?: string | null;
  shipping?: number;
  duration?: number;
};

export type CartItem = NewCartItem & { quantity: number; [extra: string]: unknown };

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.quantity === 'number' &&
    item.quantity > 0
  );
}

/** Only well-formed lines with a whole quantity from 1 to 99. */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isCartItem).map((item) => {
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(item.quantity)));
    return quantity === item.quantity ? item : { ...item, quantity };
  });
}

function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    return sanitizeCartItems(JSON.parse(raw));
  } catch {
    return [];
  }
}

const EMPTY: CartItem[] = [];
let lastRaw: string | null = null;
let lastItems: CartItem[] = EMPTY;

/** The stored cart; the same array while the stored text is unchanged (a stable snapshot). */
export function getCart(): CartItem[] {
  const raw = storage.get(CART_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseCart(raw);
  }
  return lastItems;
}

function saveCart(items: CartItem[]) {
  storage.set(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** Adds one unit: the quantity goes up (to at most 99) when the id is already in the cart, else the line is added with 1. */
export function addToCart(item: NewCartItem): void {
  const items = getCart();
  const existing = items.find((line) => line.id === item.id);
  saveCart(
    existing
      ? items.map((line) => (line.id === item.id ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + 1) } : line))
      : [...items, { ...item, quantity: 1 }],
  );
}

/** Sets a line's quantity (at most 99); zero or less removes the line. */
export function setCartQuantity(id: string, quantity: number): void {
  const items = getCart();
  if (quantity <= 0) {
    removeFromCart(id);
    return;
  }
  const next = Math.min(MAX_LINE_QUANTITY, Math.floor(quantity));
  saveCart(items.map((line) => (line.id === id ? { ...line, quantity: next } : line)));
}

export function removeFromCart(id: string): void {
  saveCart(getCart().filter((line) => line.id !== id));
}

export function clearCart(): void {
  saveCart([]);
}

/** Replaces the whole cart (the server's saved cart after sign-in). */
export function replaceCart(items: CartItem[]): void {
  saveCart(sanitizeCartItems(items));
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, listener);
  };
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, getCart, () => EMPTY);
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Σ price × quantity of the stored lines, in whole cents to avoid floating drift (display only). */
export function cartItemsTotal(items: CartItem[]): number {
  return toDollars(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));
}
