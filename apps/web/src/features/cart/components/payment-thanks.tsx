import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CheckedOutOrder } from '../utils/pending-checkout';

const CONFIRMATION = 'A confirmation email with your order details will follow shortly.';

function OrderSummary({ order }: { order: CheckedOutOrder }) {
  return (
    <div className="flex flex-col gap-2 text-left" data-testid="success-order">
      <p className="text-center">
        Order <strong className="text-ink">#{order.orderNumber}</strong> · total <strong className="text-ink">{formatMoney(order.total)}</strong>
      </p>
      <ul aria-label="In your order" className="divide-y divide-line rounded-xl border border-line bg-white text-sm">
        {order.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3 px-3 py-2 text-ink">
            <span className="min-w-0">{line.name}</span>
            <span className="shrink-0 text-ink-soft">× {line.quantity}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Payment Successful card (docs/product/engagement.md "Payment result pages"): thanks for what this browser's
 * checkout ordered — a subscription, or products — with its number, total and lines; a confirmation e-mail follows.
 * Without a checkout to show (another browser, a second visit, another order), a thank-you without details.
 */
export function PaymentThanks({ order }: { order: CheckedOutOrder | null }) {
  const subscription = order?.lines.some((line) => line.type === 'subscription') ?? false;
  const productOrder = order !== null && !subscription;
  return (
    <StatusCard
      icon="✓"
      title="Payment Successful!"
      testId="success-card"
      actions={
        <>
          {productOrder ? (
            <Link href={paths.products} className={buttonClasses('primary')}>
              Continue Shopping
            </Link>
          ) : (
            <Link href={paths.subscriptions} className={buttonClasses('primary')}>
              View Subscriptions
            </Link>
          )}
          <Link href={paths.lessons} className={buttonClasses('secondary')}>
            Explore Lessons
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p data-testid="success-thanks">
          {subscription ? 'Thank you for your subscription!' : 'Thank you for your order!'} {CONFIRMATION}
        </p>
        {order && <OrderSummary order={order} />}
      </div>
    </StatusCard>
  );
}
