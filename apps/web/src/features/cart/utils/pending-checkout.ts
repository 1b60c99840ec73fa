import { PENDING_ORDER_HOURS, type CheckoutResult } from '@shop/contracts';
import { clearCart, type CartItem } from '@/lib/cart-store';
import { getSessionEmail } from '@/lib/session';
import { storage } from '@/lib/storage';
import { saveServerCart } from '../api/save-cart';
import { isMysteryLine } from './server-items';

/** This browser started a checkout: what the checkout answered and the lines it was for (see CheckedOutOrder). */
const PENDING_CHECKOUT_KEY = 'pendingCheckout';

const PENDING_ORDER_MS = PENDING_ORDER_HOURS * 60 * 60 * 1000;

/** A line of the order as the cart held it (the server priced it; the total is the server's). */
export type CheckedOutLine = { name: string; quantity: number; type: string };

/** The order this browser's last checkout created: the checkout's answer and the cart's lines, when it was made. */
export type CheckedOutOrder = {
  orderId: string;
  orderNumber: number;
  total: number;
  /** The provider's page to pay on (absent in what an older version of the app stored). */
  paymentUrl?: string;
  /** Until when the order waits for payment (ISO; absent in what an older version stored). */
  expiresAt?: string;
  lines: CheckedOutLine[];
  at: number;
};

export function rememberPendingCheckout(result: CheckoutResult, items: readonly CartItem[]): void {
  const order: CheckedOutOrder = {
    orderId: result.orderId,
    orderNumber: result.orderNumber,
    total: result.total,
    paymentUrl: result.paymentUrl,
    expiresAt: result.expiresAt,
    lines: items.filter((item) => !isMysteryLine(item)).map(({ name, quantity, type }) => ({ name, quantity, type })),
    at: Date.now(),
  };
  storage.set(PENDING_CHECKOUT_KEY, JSON.stringify(order));
}

function isCheckedOutLine(value: unknown): value is CheckedOutLine {
  const line = value as Partial<CheckedOutLine> | null;
  return !!line && typeof line.name === 'string' && typeof line.quantity === 'number' && typeof line.type === 'string';
}

function isCheckedOutOrder(value: unknown): value is CheckedOutOrder {
  const order = value as Partial<CheckedOutOrder> | null;
  return (
    !!order &&
    typeof order.orderId === 'string' &&
    typeof order.orderNumber === 'number' &&
    typeof order.total === 'number' &&
    typeof order.at === 'number' &&
    (order.paymentUrl === undefined || typeof order.paymentUrl === 'string') &&
    (order.expiresAt === undefined || typeof order.expiresAt === 'string') &&
    Array.isArray(order.lines) &&
    order.lines.every(isCheckedOutLine)
  );
}

/** The order of this browser's last checkout, when it was made in the last 48 hours (the life of a pending order). */
export function readPendingCheckout(): CheckedOutOrder | null {
  try {
    const value: unknown = JSON.parse(storage.get(PENDING_CHECKOUT_KEY) ?? 'null');
    if (!isCheckedOutOrder(value) || Date.now() - value.at > PENDING_ORDER_MS) return null;
    return value;
  } catch {
    return null;
  }
}

/**
 * The checkout a payment result page is about: this browser's last one, when the address names no order or names
 * this one (`?order={id}`, as the providers' return addresses do); null otherwise.
 */
export function readPendingCheckoutFor(orderInAddress: string | null): CheckedOutOrder | null {
  const order = readPendingCheckout();
  return order && (!orderInAddress || orderInAddress === order.orderId) ? order : null;
}

/** The order of this browser's last checkout is no longer waiting for payment (paid or cancelled elsewhere): forgotten. */
export function forgetPendingCheckout(): void {
  storage.remove(PENDING_CHECKOUT_KEY);
}

/**
 * The shopper's checkout is paid (or paid by transfer, which the browser cannot confirm): the cart she checked out is
 * bought, so it is emptied here and on the server. Only when this browser started a checkout in the last 48 hours (the
 * life of a pending order) and, given an order id, when that checkout made this order (a gravity sale's order leaves
 * the cart alone); otherwise nothing changes.
 */
export function completePaidCheckout(orderId?: string): void {
  const pending = readPendingCheckout();
  if (orderId && pending && pending.orderId !== orderId) return;
  storage.remove(PENDING_CHECKOUT_KEY);
  if (!pending) return;
  clearCart();
  const email = getSessionEmail();
  if (email) saveServerCart(email, []).catch((error: unknown) => console.error('Cart sync failed', error));
}
