import { useId } from 'react';
import type { OrderView, ShippingAddress } from '@shop/contracts';
import { Modal } from '@/components/ui/modal';
import { PostalAddress } from '@/components/ui/postal-address';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { formatDateTime, formatMoney } from '@/lib/format';
import { CancellationNote } from './cancellation-note';
import { OrderStatusBadge } from './order-status-badge';
import { PendingOrderActions } from './pending-order-actions';

type OrderDetailDialogProps = {
  order: OrderView | null;
  onClose: () => void;
};

/** Where it ships, as an envelope shows it. */
function ShipsTo({ address }: { address: ShippingAddress }) {
  return (
    <section aria-label="Shipping address" className="rounded-xl bg-paper-deep p-3 text-sm text-ink">
      <h3 className="font-semibold">Ships to</h3>
      <PostalAddress address={address} testId="my-order-shipping-address" />
    </section>
  );
}

/**
 * One of her orders: every line, the totals as charged, where it ships, and the tracking number once it has shipped;
 * while it waits for payment, Pay now and Cancel order (their toasts shown in the dialog).
 */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  const titleId = useId();
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="my-order-detail"
      className="m-auto max-h-[90dvh] w-[calc(100%-1rem)] max-w-lg rounded-3xl shadow-xl backdrop:bg-black/45"
    >
      {order && (
        <div className="flex max-h-[90dvh] flex-col bg-white">
          <DialogTitleBar titleId={titleId} testId="my-order-detail-title" onClose={onClose}>
            Order #{order.orderNumber}
          </DialogTitleBar>
          <ToastHost />
          <div className="space-y-4 overflow-y-auto px-4 pb-5 sm:px-6">
            <div className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
              <OrderStatusBadge status={order.status} />
              <span>Placed {formatDateTime(order.createdAt)}</span>
            </div>
            <PendingOrderActions order={order} />
            <CancellationNote order={order} />
            {order.trackingNumber && (
              <p className="rounded-xl bg-paper-deep p-3 text-sm text-ink">
                {order.carrier ? `${order.carrier} tracking` : 'Tracking number'}:{' '}
                <strong className="break-all" data-testid="my-order-tracking">
                  {order.trackingNumber}
                </strong>
                {order.trackingUrl && (
                  <>
                    {' '}
                    <a
                      href={order.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-madder-deep underline focus-ring"
                    >
                      Track your parcel
                    </a>
                  </>
                )}
              </p>
            )}
            {order.shippingAddress && <ShipsTo address={order.shippingAddress} />}
            <ul className="divide-y divide-line">
              {order.items.map((item, index) => (
                <li key={`${item.id}-${index}`} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-ink">
                    {item.name} <span className="text-ink-soft">× {item.quantity}</span>
                  </span>
                  <span className="shrink-0 text-ink">{formatMoney(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Subtotal</dt>
              <dd className="text-right">{formatMoney(order.subtotal)}</dd>
              <dt className="text-ink-soft">Shipping</dt>
              <dd className="text-right">{formatMoney(order.shipping)}</dd>
              <dt className="text-ink-soft">Tax</dt>
              <dd className="text-right">{formatMoney(order.tax)}</dd>
              {order.couponDiscount > 0 && (
                <>
                  <dt className="text-ink-soft">Coupon{order.couponCode ? ` ${order.couponCode}` : ''}</dt>
                  <dd className="text-right">−{formatMoney(order.couponDiscount)}</dd>
                </>
              )}
              {order.storeCredit > 0 && (
                <>
                  <dt className="text-ink-soft">Store credit</dt>
                  <dd className="text-right">−{formatMoney(order.storeCredit)}</dd>
                </>
              )}
              <dt className="font-semibold text-ink">Total</dt>
              <dd className="text-right font-semibold text-ink">{formatMoney(order.total)}</dd>
            </dl>
          </div>
        </div>
      )}
    </Modal>
  );
}
