import { useState } from 'react';
import { useSearch } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { ConfirmingPayment, OrderClosed, PaymentCheckFailed, PaymentNotCompleted } from '@/features/cart/components/payment-check-cards';
import { PaymentThanks } from '@/features/cart/components/payment-thanks';
import { usePaymentCheck } from '@/features/cart/hooks/use-payment-check';
import type { PaymentCheck } from '@/features/cart/utils/payment-check';
import { readPendingCheckoutFor } from '@/features/cart/utils/pending-checkout';
import { useShopperSession } from '@/lib/session';

/** The tab's title for each state of the page. */
const TITLES: Record<PaymentCheck['kind'], string> = {
  confirming: 'Checking Your Payment',
  thanks: 'Payment Successful',
  'not-completed': 'Payment Not Completed',
  closed: 'Order No Longer Open',
  failed: 'Payment Not Confirmed',
};

/**
 * Payment Successful (docs/product/engagement.md "Payment result pages"). Back from the payment provider
 * (`?order={id}`) with a shopper session, the shop is asked first (POST /api/payments/confirm): the thanks show once
 * the order is paid; a pending order is asked about again for a while, then said to be not completed yet; an expired
 * or cancelled one is said to be closed. A transfer (which the browser cannot confirm), or an address without an
 * order, shows the thanks at once, as before; without a session, or for an order that is not hers, a thank-you
 * without details.
 */
export function SuccessRoute() {
  const orderId = new URLSearchParams(useSearch()).get('order');
  const { email } = useShopperSession();
  // Read before the cart is emptied (which forgets the checkout).
  const [order] = useState(() => readPendingCheckoutFor(orderId));
  const { check, checkAgain } = usePaymentCheck(orderId, email !== null);

  return (
    <CenteredLayout title={TITLES[check.kind]}>
      {check.kind === 'confirming' && <ConfirmingPayment />}
      {check.kind === 'thanks' && <PaymentThanks order={check.details ? order : null} />}
      {check.kind === 'not-completed' && <PaymentNotCompleted onCheckAgain={checkAgain} />}
      {check.kind === 'closed' && <OrderClosed />}
      {check.kind === 'failed' && <PaymentCheckFailed message={check.message} onCheckAgain={checkAgain} />}
    </CenteredLayout>
  );
}
