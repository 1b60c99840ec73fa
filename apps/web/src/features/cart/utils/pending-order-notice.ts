import type { CartItem } from '@/lib/cart-store';
import { formatMoney } from '@/lib/format';
import type { CheckedOutLine, CheckedOutOrder } from './pending-checkout';
import { isMysteryLine, isUnavailableLine } from './server-items';

/** How 'Pay for order #N' reaches the payment page: the one the checkout answered, or a fresh one from the server. */
export type PayRoute = 'stored' | 'server';

/** The unpaid order the cart offers instead of a second checkout. */
export type PendingOrderNotice = {
  order: CheckedOutOrder;
  /** The cart holds the lines the order was made from (else the order is "from an earlier checkout"). */
  sameCart: boolean;
  /** Absent: neither a stored payment page nor a verified session to ask the server for one. */
  payBy: PayRoute | null;
};

/** The lines an order would be made of: what checkout sends (no unavailable lines) and remembers (no mystery boxes). */
export function orderableLines(items: readonly CartItem[]): CheckedOutLine[] {
  return items.filter((item) => !isMysteryLine(item) && !isUnavailableLine(item)).map(({ name, quantity, type }) => ({ name, quantity, type }));
}

const lineKey = (line: CheckedOutLine) => JSON.stringify([line.name, line.quantity, line.type]);

/** Whether two carts hold the same lines (name, quantity and type), in any order. */
export function sameLines(a: readonly CheckedOutLine[], b: readonly CheckedOutLine[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(lineKey).sort();
  const right = b.map(lineKey).sort();
  return left.every((key, index) => key === right[index]);
}

/** Whether the order's hold is over (its `expiresAt` has passed); an order stored without one is judged by its age only. */
export function isPastExpiry(order: CheckedOutOrder, now: number): boolean {
  if (!order.expiresAt) return false;
  const until = Date.parse(order.expiresAt);
  return Number.isFinite(until) && until <= now;
}

type NoticeContext = {
  /** The cart's lines now. */
  items: readonly CartItem[];
  now: number;
  /** A verified session may ask the server for the order's payment page again. */
  verified: boolean;
};

/**
 * The notice the cart shows instead of its Checkout button: this browser's last checkout (readPendingCheckout: made in
 * the last 48 hours, not known to be paid), while its hold has not expired. Null: nothing to offer, checkout as usual.
 */
export function pendingOrderNotice(order: CheckedOutOrder | null, { items, now, verified }: NoticeContext): PendingOrderNotice | null {
  if (!order || isPastExpiry(order, now)) return null;
  const payBy: PayRoute | null = order.paymentUrl ? 'stored' : verified ? 'server' : null;
  return { order, sameCart: sameLines(order.lines, orderableLines(items)), payBy };
}

/** "You have an unpaid order #N for $T." (or "… from an earlier checkout." when the cart has changed since). */
export function pendingOrderMessage({ order, sameCart }: Pick<PendingOrderNotice, 'order' | 'sameCart'>): string {
  const what = `You have an unpaid order #${order.orderNumber} for ${formatMoney(order.total)}`;
  return sameCart ? `${what}.` : `${what} from an earlier checkout.`;
}

export const payForOrderLabel = (orderNumber: number) => `Pay for order #${orderNumber}`;
