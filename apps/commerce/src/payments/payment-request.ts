import { SHOP_CURRENCY } from '@shop/contracts';
import { toCents } from '@shop/pricing';
import type { OrderRow } from '../orders/order-row';
import type { PaymentLine, PaymentRequest } from './payment-provider';

/**
 * What a provider is asked to collect for an order: its lines at the prices it was written with, its shipping and tax,
 * the coupon and store credit together as one discount, and our /success and /cancel pages. The parts add up to the
 * total exactly; an order whose lines do not (a line priced in a way the lines alone do not show) is sent as one line
 * of its subtotal, so the provider's page never shows a total other than the order's.
 */
export function paymentRequestFor(order: OrderRow, returnBase: string): PaymentRequest {
  const base = returnBase.replace(/\/+$/, '');
  const discountCents = order.coupon_discount_cents + order.store_credit_cents;
  const itemised: PaymentLine[] = order.items.map((item) => ({ name: item.name, unitCents: toCents(item.price), quantity: item.quantity }));
  const itemsCents = itemised.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const lines =
    itemsCents === order.subtotal_cents ? itemised : [{ name: `Order #${order.order_number}`, unitCents: order.subtotal_cents, quantity: 1 }];
  return {
    orderId: order.id,
    orderNumber: Number(order.order_number),
    currency: SHOP_CURRENCY,
    customerEmail: order.customer_email,
    lines,
    shippingCents: order.shipping_cents,
    taxCents: order.tax_cents,
    discountCents,
    totalCents: order.total_cents,
    returnUrl: `${base}/success?order=${order.id}`,
    cancelUrl: `${base}/cancel?order=${order.id}`,
  };
}

/**
 * What a provider is asked to collect must be the order's total to the cent, in whole cents none below 0: lines ×
 * quantity + shipping + tax − discount. Anything else is a bug in the caller, never the shopper's input.
 */
export function assertRequestAddsUp(request: PaymentRequest): void {
  const { lines, shippingCents, taxCents, discountCents, totalCents } = request;
  const amounts = [shippingCents, taxCents, discountCents, totalCents, ...lines.flatMap((line) => [line.unitCents, line.quantity])];
  if (!amounts.every((amount) => Number.isInteger(amount) && amount >= 0)) {
    throw new Error(`Payment request for order ${request.orderId}: amounts must be whole cents, not below 0`);
  }
  const sum = lines.reduce((total, line) => total + line.unitCents * line.quantity, 0) + shippingCents + taxCents - discountCents;
  if (sum !== totalCents) {
    throw new Error(`Payment request for order ${request.orderId}: its parts add up to ${sum}, not the total ${totalCents}`);
  }
}
