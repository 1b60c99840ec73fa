import { useState } from 'react';
import type { CheckoutResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCheckout } from '../api/checkout';
import { updateCartDetails } from '../utils/cart-details-store';
import { openPaymentPage, openWaitingTab } from '@/lib/payment-tab';

function PendingOrder({ result }: { result: CheckoutResult }) {
  return (
    <div role="status" data-testid="cart-checkout-result" className="flex flex-col gap-1.5 rounded-2xl bg-sage-wash p-4 text-ink">
      <p className="font-semibold">
        Order <span data-testid="cart-order-number">#{result.orderNumber}</span> is waiting for payment
      </p>
      <p>
        Total to pay: <strong data-testid="cart-order-total">{formatMoney(result.total)}</strong>
      </p>
      <p className="text-sm text-ink-soft">
        The payment page opened in a new tab. We hold this order until {formatDateTime(result.expiresAt)}.
      </p>
      <a
        href={result.paymentUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="w-fit rounded-lg font-medium text-ultramarine underline underline-offset-4 focus-ring"
      >
        Open the payment page
      </a>
    </div>
  );
}

type CheckoutSectionProps = {
  email: string | null;
  city: string;
  state: string;
  /** The applied coupon's code, when it still applies. */
  couponCode: string | undefined;
  /** Pay with her store credit (a verified session that has some ticked the box). */
  useStoreCredit: boolean;
  /** The cart the order is made from: a result stays shown while the cart is unchanged. */
  cartKey: string;
  pending: { result: CheckoutResult; cartKey: string } | null;
};

/** The checkout button (disabled until city and state are in) and what checkout answered. */
export function CheckoutSection({ email, city, state, couponCode, useStoreCredit, cartKey, pending }: CheckoutSectionProps) {
  const checkout = useCheckout();
  const [error, setError] = useState<string | null>(null);
  const locationReady = city.trim() !== '' && /^[A-Z]{2}$/.test(state);
  const result = pending && pending.cartKey === cartKey ? pending.result : null;

  if (result) return <PendingOrder result={result} />;

  if (!email) {
    return <p className="text-center text-ink-soft">Sign in with your e-mail to check out.</p>;
  }

  function start() {
    if (!email || !locationReady) return;
    setError(null);
    const waiting = openWaitingTab();
    checkout.mutate(
      { email, city: city.trim(), state, couponCode, useStoreCredit },
      {
        onSuccess: (answer) => {
          updateCartDetails({ checkout: { result: answer, cartKey } });
          openPaymentPage(answer.paymentUrl, waiting);
        },
        onError: (failure) => {
          waiting?.close();
          setError(getErrorMessage(failure, 'Checkout failed. Please try again.'));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p role="alert" data-testid="cart-checkout-error" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        data-testid="cart-checkout"
        disabled={!locationReady}
        busy={checkout.isPending}
        onClick={start}
      >
        {!locationReady ? 'Enter Location to Checkout' : checkout.isPending ? 'Starting Checkout...' : 'Proceed to Checkout'}
      </Button>
    </div>
  );
}
