import { useState } from 'react';
import type { CheckoutResult } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { getErrorMessage, hasErrorCode } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCart } from '@/lib/cart-store';
import { useCheckout } from '../api/checkout';
import { usePaymentProviders } from '../api/get-payment-providers';
import { updateCartDetails, useCartDetails } from '../utils/cart-details-store';
import { chosenPaymentProvider } from '../utils/payment-provider';
import { ADDRESS_FIELDS, addressFieldId, addressProblems, checkoutDestination, hasLocation, type AddressForm } from '../utils/shipping-address';
import { openPaymentPage, openWaitingTab } from '@/lib/payment-tab';
import { usePendingCheckout } from '../hooks/use-pending-checkout';
import { pendingOrderNotice } from '../utils/pending-order-notice';
import { PaymentProviderChoice } from './payment-provider-choice';
import { PendingOrderChoice } from './pending-order-choice';

function PendingOrder({ result }: { result: CheckoutResult }) {
  return (
    <div role="status" data-testid="cart-checkout-result" className="flex flex-col gap-1.5 rounded-2xl bg-sage-wash p-4 text-ink">
      <p className="font-semibold">
        Order <span data-testid="cart-order-number">#{result.orderNumber}</span> is waiting for payment
      </p>
      <p>
        Total to pay: <strong data-testid="cart-order-total">{formatMoney(result.total)}</strong>
      </p>
      <p className="text-sm text-ink-soft">The payment page opened in a new tab. We hold this order until {formatDateTime(result.expiresAt)}.</p>
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
  address: AddressForm;
  /** The applied coupon's code, when it still applies. */
  couponCode: string | undefined;
  /** Pay with her store credit (a verified session that has some ticked the box). */
  useStoreCredit: boolean;
  /** The cart the order is made from: a result stays shown while the cart is unchanged. */
  cartKey: string;
  pending: { result: CheckoutResult; cartKey: string } | null;
  /** The cart is open: each opening reads this browser's last checkout again. */
  open: boolean;
  /** A verified session: the server can give her pending order's payment page again. */
  verified: boolean;
};

/** The checkout button's words while she has not given both a city and a state (it is disabled then). */
const NEEDS_LOCATION_LABEL = 'Enter Location to Checkout';

/** Said under the message of a provider that did not answer, when she can choose another. */
const ANOTHER_PROVIDER_HINT = 'You can try again, or choose another way to pay.';

type CheckoutFailure = { message: string; providerDown: boolean };

function CheckoutError({ failure, canChoose }: { failure: CheckoutFailure; canChoose: boolean }) {
  return (
    <p role="alert" data-testid="cart-checkout-error" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {failure.message}
      {failure.providerDown && canChoose && <span className="mt-1 block">{ANOTHER_PROVIDER_HINT}</span>}
    </p>
  );
}

/**
 * The checkout button and what checkout answered. It waits for a city and a state. An address the server would refuse
 * is not sent: every field then says what is wrong, and focus moves to the first of them. With no name, street or ZIP
 * code, the city and state are sent alone. When the shop offers more than one payment provider she chooses one under
 * 'Pay with' (the default preselected); with one, nothing is asked and no choice is sent. A provider that does not
 * answer (503 PAYMENT_PROVIDER_UNAVAILABLE) shows the server's message; the button tries again.
 *
 * Once the cart is closed after a checkout, or opened again later, an order of this browser's that still waits for
 * payment (readPendingCheckout, its hold not over) replaces the button with PendingOrderChoice: pay for it, or check
 * out again on purpose. A second order is never one tap away.
 */
export function CheckoutSection({ email, address, couponCode, useStoreCredit, cartKey, pending, open, verified }: CheckoutSectionProps) {
  const checkout = useCheckout();
  const payment = usePaymentProviders(email !== null);
  const paymentProvider = chosenPaymentProvider(payment.providers, useCartDetails().paymentProvider);
  const [error, setError] = useState<CheckoutFailure | null>(null);
  const items = useCart();
  const { stored, reread } = usePendingCheckout(open);
  // The order the last checkout made while the cart has stayed open: its answer is shown (PendingOrder) until it closes.
  const [placedWhileOpen, setPlacedWhileOpen] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const [noLongerPending, setNoLongerPending] = useState<number | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setPlacedWhileOpen(null);
      setNoLongerPending(null);
    }
  }
  const result = pending && pending.cartKey === cartKey ? pending.result : null;
  const notice = pendingOrderNotice(stored.order, { items, now: stored.readAt, verified });

  if (result && result.orderId === placedWhileOpen) return <PendingOrder result={result} />;
  if (result && !notice) return <PendingOrder result={result} />;

  if (!email) {
    return <p className="text-center text-ink-soft">Sign in with your e-mail to check out.</p>;
  }

  function start() {
    if (!email) return;
    setError(null);
    const problems = addressProblems(address);
    const firstProblem = ADDRESS_FIELDS.find((field) => problems[field]);
    if (firstProblem) {
      updateCartDetails({ addressChecked: true });
      const field = document.getElementById(addressFieldId(firstProblem));
      field?.focus();
      field?.scrollIntoView({ block: 'center' }); // its message, under it, in sight too
      return;
    }
    const waiting = openWaitingTab();
    checkout.mutate(
      { email, ...checkoutDestination(address), couponCode, useStoreCredit, paymentProvider },
      {
        onSuccess: (answer) => {
          setPlacedWhileOpen(answer.orderId);
          setNoLongerPending(null);
          reread(); // the checkout just remembered this order
          updateCartDetails({ checkout: { result: answer, cartKey } });
          openPaymentPage(answer.paymentUrl, waiting);
        },
        onError: (failure) => {
          waiting?.close();
          // The shop's providers changed since the list was read: the choice is offered again from the new list.
          if (hasErrorCode(failure, 'PAYMENT_PROVIDER_NOT_OFFERED')) void payment.refetch();
          setError({
            message: getErrorMessage(failure, 'Checkout failed. Please try again.'),
            providerDown: hasErrorCode(failure, 'PAYMENT_PROVIDER_UNAVAILABLE'),
          });
        },
      },
    );
  }

  const located = hasLocation(address);
  const label = !located ? NEEDS_LOCATION_LABEL : checkout.isPending ? 'Starting Checkout...' : 'Proceed to Checkout';

  return (
    <div className="flex flex-col gap-2">
      {paymentProvider && <PaymentProviderChoice providers={payment.providers} value={paymentProvider} disabled={checkout.isPending} />}
      {error && <CheckoutError failure={error} canChoose={paymentProvider !== undefined} />}
      {noLongerPending !== null && (
        <p role="status" data-testid="cart-pending-order-gone" className="text-sm text-ink-soft">
          Order #{noLongerPending} is no longer waiting for payment.
        </p>
      )}
      {notice ? (
        <PendingOrderChoice
          notice={notice}
          checkingOut={checkout.isPending}
          canCheckOut={located}
          onCheckOutAgain={start}
          onNoLongerPending={() => {
            setNoLongerPending(notice.order.orderNumber);
            if (pending?.result.orderId === notice.order.orderId) updateCartDetails({ checkout: null });
            reread();
          }}
        />
      ) : (
        <Button size="lg" className="w-full" data-testid="cart-checkout" busy={checkout.isPending} disabled={!located} onClick={start}>
          {label}
        </Button>
      )}
    </div>
  );
}
