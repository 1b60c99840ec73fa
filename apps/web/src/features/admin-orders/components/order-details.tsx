import type { OrderLine, OrderView } from '@shop/contracts';
import { toCents, toDollars } from '@shop/pricing';
import { formatDateTime, formatMoney } from '@/lib/format';
import { Detail, none } from './detail';
import { OrderPayments } from './order-payments';
import { PaymentMismatchNote } from './payment-mismatch-note';
import { ShipTo } from './ship-to';

function LineRow({ line }: { line: OrderLine }) {
  const extenders = line.extenders ?? [];
  const extendersTotal = toDollars(extenders.reduce((sum, e) => sum + toCents(e.price), 0));
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <span className="font-medium text-ink">{line.name}</span>
        <span className="tabular-nums text-ink">
          {line.quantity} × {formatMoney(line.price)}
        </span>
      </div>
      <span className="text-xs text-ink-soft">{line.type}</span>
      {extenders.length > 0 && (
        <p className="text-sm text-ink-soft">
          Extenders: {extenders.map((e) => e.name).join(', ')} ({formatMoney(extendersTotal)})
        </p>
      )}
    </li>
  );
}

/**
 * An order's full record (docs/product/back-office.md §2.9), shown on every card: items, amounts, payment, its payments
 * at the providers with their refunds (and the refund form), tracking, cancellation, address and notes.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <div className="flex flex-col gap-4 border-t border-line pt-4">
      <div data-testid="order-items">
        <h4 className="text-sm font-semibold text-ink">Items</h4>
        {order.items.length ? (
          <ul className="divide-y divide-line">
            {order.items.map((line, index) => (
              <LineRow key={`${line.id}-${index}`} line={line} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-soft">No items recorded.</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Detail label="Subtotal">{formatMoney(order.subtotal)}</Detail>
        <Detail label="Shipping">{formatMoney(order.shipping)}</Detail>
        <Detail label="Tax">{formatMoney(order.tax)}</Detail>
        <Detail label="Total">{formatMoney(order.total)}</Detail>
        {order.couponCode && (
          <Detail label="Coupon">
            {order.couponCode} (−{formatMoney(order.couponDiscount)})
          </Detail>
        )}
        {order.storeCredit > 0 && <Detail label="Store credit">−{formatMoney(order.storeCredit)}</Detail>}
        <Detail label="Payment method">{order.paymentMethod || none}</Detail>
        <Detail label="Payment id">{order.paymentId || none}</Detail>
        {order.carrier && <Detail label="Carrier">{order.carrier}</Detail>}
        <Detail label="Tracking number">
          {order.trackingNumber && order.trackingUrl ? (
            <a href={order.trackingUrl} target="_blank" rel="noreferrer" className="text-ink underline" data-testid="order-tracking-link">
              {order.trackingNumber}
            </a>
          ) : (
            order.trackingNumber || none
          )}
        </Detail>
        {order.paidAt && <Detail label="Paid">{formatDateTime(order.paidAt)}</Detail>}
        {order.processingAt && <Detail label="Processing">{formatDateTime(order.processingAt)}</Detail>}
        {order.shippedAt && <Detail label="Shipped">{formatDateTime(order.shippedAt)}</Detail>}
        {order.status === 'pending' && order.expiresAt && <Detail label="Expires">{formatDateTime(order.expiresAt)}</Detail>}
        {order.customerName && <Detail label="Customer name">{order.customerName}</Detail>}
        <Detail label="Source">{order.source}</Detail>
      </dl>
      <PaymentMismatchNote order={order} />
      <OrderPayments order={order} />
      {order.cancelledAt && (
        <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm" data-testid="order-cancellation">
          <h4 className="font-semibold text-red-900">Cancelled {formatDateTime(order.cancelledAt)}</h4>
          <p className="mt-1 whitespace-pre-line break-words text-red-950">
            Reason: {order.cancellationReason || <span className="italic">none recorded</span>}
          </p>
        </div>
      )}
      <div className="text-sm" data-testid="order-shipping-address">
        <h4 className="font-semibold text-ink">Shipping address</h4>
        <ShipTo order={order} />
      </div>
      <div className="text-sm" data-testid="order-notes">
        <h4 className="font-semibold text-ink">Notes</h4>
        <p className="whitespace-pre-line text-ink">{order.notes || <span className="text-ink-soft">No notes.</span>}</p>
      </div>
    </div>
  );
}
