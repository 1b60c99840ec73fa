import { clsx } from 'clsx';
import { useId } from 'react';
import type { OrderPaymentView, OrderView, PaymentRefundView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOrderPayments } from '../api/get-order-payments';
import { PAYMENTS_PRELOAD_MARGIN } from '../constants';
import { useNearScreen } from '../hooks/use-near-screen';
import { shortId } from '../utils/format';
import { capturedAmount, paymentIdentity, paymentMoney, providerLabel, requesterLabel, stateLabel } from '../utils/payments';
import { Detail, none } from './detail';
import { RefundForm } from './refund-form';

type State = OrderPaymentView['state'] | PaymentRefundView['state'];

const STATE_TONES: Record<State, string> = {
  started: 'bg-amber-100 text-amber-900',
  captured: 'bg-sage-wash text-sage',
  requested: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-sage-wash text-sage',
  failed: 'bg-red-100 text-red-900',
};

function StateBadge({ state, testId }: { state: State; testId: string }) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATE_TONES[state] ?? 'bg-paper-deep text-ink-soft',
      )}
    >
      {stateLabel(state)}
    </span>
  );
}

function RefundRow({ refund, currency }: { refund: PaymentRefundView; currency: string | null }) {
  return (
    <li className="flex flex-col gap-1 py-2" data-testid="order-refund">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium tabular-nums text-ink">{paymentMoney(refund.amount, currency)}</span>
        <StateBadge state={refund.state} testId="order-refund-state" />
      </div>
      <p className="whitespace-pre-line break-words text-ink">{refund.reason}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
        <div className="flex gap-1">
          <dt>By</dt>
          <dd className="break-all text-ink">{requesterLabel(refund.requestedBy)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>On</dt>
          <dd className="text-ink">{formatDateTime(refund.createdAt)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Provider refund id</dt>
          <dd className="break-all font-mono text-ink">{refund.providerRefundId ?? 'none yet'}</dd>
        </div>
      </dl>
    </li>
  );
}

function PaymentCard({ payment }: { payment: OrderPaymentView }) {
  const identity = paymentIdentity(payment);
  const captured = capturedAmount(payment);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-3" data-testid="order-payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{providerLabel(payment.provider)}</span>
        <StateBadge state={payment.state} testId="order-payment-state" />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Detail label={identity.label} className="col-span-2">
          <span className="break-all font-mono">{identity.value}</span>
        </Detail>
        <Detail label="Captured">{captured ?? none}</Detail>
        <Detail label="Refunded">{paymentMoney(payment.refunded, payment.currency)}</Detail>
        <Detail label="Opened">{formatDateTime(payment.createdAt)}</Detail>
        {payment.capturedAt && <Detail label="Captured on">{formatDateTime(payment.capturedAt)}</Detail>}
      </dl>
      {payment.refunds.length > 0 && (
        <div>
          <h5 className="text-xs font-medium tracking-wide text-ink-soft uppercase">Refunds</h5>
          <ul className="divide-y divide-line" aria-label={`Refunds of the ${providerLabel(payment.provider)} payment`}>
            {payment.refunds.map((refund) => (
              <RefundRow key={refund.id} refund={refund} currency={payment.currency} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * The order's payments at their providers (provider, payment id or the attempt's reference, state, captured, refunded)
 * with each refund under its payment, and the refund form where the order may be refunded. Loaded as the card comes
 * near the screen: a list of 200 orders does not ask for 200 orders' payments at once.
 */
export function OrderPayments({ order }: { order: OrderView }) {
  const [ref, near] = useNearScreen<HTMLElement>(PAYMENTS_PRELOAD_MARGIN);
  const query = useOrderPayments(order.id, { enabled: near });
  const headingId = useId();
  const short = shortId(order.id);

  function body() {
    if (query.data === undefined && query.isError) {
      return (
        <ErrorState
          title="Failed to fetch payments"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (query.data === undefined) {
      return (
        <p className="flex items-center gap-2 text-ink-soft">
          <Spinner size="sm" label="" />
          Loading payments...
        </p>
      );
    }
    const { payments, refundable } = query.data;
    if (payments.length === 0) return <p className="text-ink-soft">No payment recorded yet.</p>;
    return (
      <>
        <ul className="flex flex-col gap-3" aria-labelledby={headingId}>
          {payments.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} />
          ))}
        </ul>
        <p className="text-ink" data-testid="order-refundable">
          Left to refund: <span className="font-semibold tabular-nums">{formatMoney(refundable)}</span>
        </p>
        <RefundForm orderId={order.id} label={short} status={order.status} refundable={refundable} />
      </>
    );
  }

  return (
    <section ref={ref} aria-labelledby={headingId} className="flex flex-col gap-3 text-sm" data-testid="order-payments">
      <h4 id={headingId} className="font-semibold text-ink">
        Payments<span className="sr-only"> of order {short}</span>
      </h4>
      {body()}
    </section>
  );
}
