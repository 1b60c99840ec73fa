import { clearCart } from '@/lib/cart-store';
import { getSessionEmail } from '@/lib/session';
import { storage } from '@/lib/storage';
import { saveServerCart } from '../api/save-cart';
import { PENDING_ORDER_HOURS } from '../constants';
import type { CheckoutResult } from '../types';

/** This browser started a checkout: `{orderId, orderNumber, at}` (see completePaidCheckout). */
const PENDING_CHECKOUT_KEY = 'pendingCheckout';

export function rememberPendingCheckout(result: CheckoutResult): void {
  storage.set(
    PENDING_CHECKOUT_KEY,
    JSON.stringify({ orderId: result.orderId, orderNumber: result.orderNumber, at: Date.now() }),
  );
}

function readPendingCheckout(): { orderId: string; at: number } | null {
  try {
    const value = JSON.parse(storage.get(PENDING_CHECKOUT_KEY) ?? 'null') as { orderId?: unknown; at?: unknown } | null;
    if (!value || typeof value.orderId !== 'string' || typeof value.at !== 'number') return null;
    return { orderId: value.orderId, at: value.at };
  } catch {
    return null;
  }
}

/**
 * The payment page sends the shopper back to /success: the cart she checked
 * out is bought, so it is emptied here and on the server. Only when this
 * browser started a checkout in the last 48 hours (the life of a pending
 * order); a visit to /success without one changes nothing.
 */
export function completePaidCheckout(): void {
  const pending = readPendingCheckout();
  storage.remove(PENDING_CHECKOUT_KEY);
  if (!pending || Date.now() - pending.at > PENDING_ORDER_HOURS * 60 * 60 * 1000) return;
  clearCart();
  const email = getSessionEmail();
  if (email) saveServerCart(email, []).catch((error: unknown) => console.error('Cart sync failed', error));
}
