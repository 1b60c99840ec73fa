import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { readPendingCheckoutFor, type CheckedOutOrder } from '@/features/cart/utils/pending-checkout';
import { formatDateTime } from '@/lib/format';
import { cartHref, paths } from '@/lib/paths';

/** This browser's checkout the provider sent her back from, when it kept its payment page (an order still waiting). */
type HeldCheckout = CheckedOutOrder & { paymentUrl: string };

const isHeld = (order: CheckedOutOrder | null): order is HeldCheckout => Boolean(order?.paymentUrl);

/** The order stays open: how long, when the checkout said. */
function HeldOrderNote({ order }: { order: HeldCheckout }) {
  return (
    <p className="mt-2 text-sm" data-testid="cancel-held-order">
      Order <strong className="text-ink">#{order.orderNumber}</strong> is still waiting for payment
      {order.expiresAt ? ` until ${formatDateTime(order.expiresAt)}` : ''}.
    </p>
  );
}

/**
 * Payment Cancelled (docs/product/engagement.md "Payment result pages"): nothing was charged. The order stays pending:
 * when this browser still holds the checkout the provider sent her back from (`?order={id}`), 'Try Again' opens its
 * payment page again and 'Back to your cart' reopens the cart; otherwise the documents' links ('Try Again' →
 * /subscriptions, 'Browse Free Lessons' → /lessons).
 */
export function CancelRoute() {
  const orderId = new URLSearchParams(useSearch()).get('order');
  const [held] = useState(() => {
    const order = readPendingCheckoutFor(orderId);
    return isHeld(order) ? order : null;
  });

  return (
    <CenteredLayout title="Payment Cancelled">
      <StatusCard
        icon="↺"
        title="Payment Cancelled"
        actions={
          <>
            {held ? (
              <>
                <a href={held.paymentUrl} className={buttonClasses('primary')}>
                  Try Again
                </a>
                <Link href={cartHref()} className={buttonClasses('secondary')}>
                  Back to your cart
                </Link>
              </>
            ) : (
              <Link href={paths.subscriptions} className={buttonClasses('primary')}>
                Try Again
              </Link>
            )}
            <Link href={paths.lessons} className={buttonClasses('secondary')}>
              Browse Free Lessons
            </Link>
          </>
        }
      >
        <p>Your payment was cancelled and nothing was charged. You can try again whenever you're ready.</p>
        {held && <HeldOrderNote order={held} />}
      </StatusCard>
    </CenteredLayout>
  );
}
