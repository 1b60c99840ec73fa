import { SHOP_CURRENCY, type OrderView } from '@shop/contracts';
import { formatDateTime, formatMoney } from '@/lib/format';

/**
 * The order's last payment notice that did not match its total (docs/rules.md §6): it paid nothing, so the owner can
 * look into it with the provider. Nothing when every notice matched.
 */
export function PaymentMismatchNote({ order }: { order: OrderView }) {
  const mismatch = order.paymentMismatch;
  if (!mismatch) return null;
  const currency = mismatch.currency ?? SHOP_CURRENCY;
  const amount = currency === SHOP_CURRENCY ? formatMoney(mismatch.amount) : `${mismatch.amount.toFixed(2)} ${currency}`;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="order-payment-mismatch">
      <h4 className="font-semibold text-amber-900">Payment notice did not match the total</h4>
      <p className="mt-1 break-words text-amber-950">
        {formatDateTime(mismatch.receivedAt)}: the provider reported {amount} for this {formatMoney(order.total)} order, so it was not marked paid by
        that notice. Event {mismatch.eventId}
        {mismatch.paymentId && <>, payment {mismatch.paymentId}</>}.
      </p>
    </div>
  );
}
