import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

/** The browser cart lives in localStorage under this key (shopper-core.md §3). */
export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window after this tab changes the cart, so other parts of the page can follow. */
export const CART_CHANGE_EVENT = 'cart:change';

/**
 * A cart line (shopper-core.md §3). Product ids carry a suffix: -half, -full,
 * -grande or -{variantId}. Lines added elsewhere (subscriptions, mystery
 * boxes) keep any extra fields they have.
 */
export type NewCartItem = {
  id: string;
  name: string;
  price: number;
  type: string;
  image?: string | null;
  shipping?: number;
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

function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCartItem) : [];
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

/** Adds one unit: the quantity goes up when the id is already in the cart, else the line is added with 1. */
export function addToCart(item: NewCartItem): void {
  const items = getCart();
  const existing = items.find((line) => line.id === item.id);
  saveCart(
    existing
      ? items.map((line) => (line.id === item.id ? { ...line, quantity: line.quantity + 1 } : line))
      : [...items, { ...item, quantity: 1 }],
  );
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

/** Σ price × quantity of the stored lines, in whole cents to avoid floating drift. */
export function cartItemsTotal(items: CartItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}
