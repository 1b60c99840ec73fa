import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage, hasErrorCode } from '@/lib/api-client';
import { openPaymentPage, openWaitingTab } from '@/lib/payment-tab';
import { usePayPendingOrder } from '../api/pay-pending-order';
import { forgetPendingCheckout } from '../utils/pending-checkout';
import { payForOrderLabel, pendingOrderMessage, type PendingOrderNotice } from '../utils/pending-order-notice';

type PendingOrderChoiceProps = {
  notice: PendingOrderNotice;
  /** A second checkout is under way ('Check out again'). */
  checkingOut: boolean;
  /** Checkout waits for a city and a state. */
  canCheckOut: boolean;
  onCheckOutAgain: () => void;
  /** The server says the order is no longer pending (409): the pending checkout is forgotten. */
  onNoLongerPending: () => void;
};

/**
 * Instead of the Checkout button, while this browser's last order waits for payment: a notice and two choices,
 * 'Pay for order #N' (its payment page in a new tab, as checkout opens it; a verified session asks the server for it
 * again when none was stored) and 'Check out again' (a second order, on purpose). A single tap cannot make a duplicate.
 */
export function PendingOrderChoice({ notice, checkingOut, canCheckOut, onCheckOutAgain, onNoLongerPending }: PendingOrderChoiceProps) {
  const pay = usePayPendingOrder();
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const { order, payBy } = notice;

  function payForOrder() {
    setError(null);
    if (payBy === 'stored' && order.paymentUrl) {
      openPaymentPage(order.paymentUrl, null);
      return;
    }
    const waiting = openWaitingTab();
    pay.mutate(order.orderId, {
      onSuccess: (answer) => openPaymentPage(answer.paymentUrl, waiting),
      onError: (failure) => {
        waiting?.close();
        if (hasErrorCode(failure, 'ORDER_STATUS_CONFLICT')) {
          forgetPendingCheckout();
          onNoLongerPending();
          return;
        }
        setError(getErrorMessage(failure, 'The payment page could not be opened. Please try again.'));
      },
    });
  }

  return (
    <div className="flex flex-col gap-2" data-testid="cart-pending-order" data-order-number={order.orderNumber}>
      <div role="status" id={messageId} className="rounded-2xl bg-sage-wash p-3 text-ink">
        <p className="font-semibold">{pendingOrderMessage(notice)}</p>
        <p className="text-sm text-ink-soft">
          {payBy ? 'Pay for it, or check out again to place a second order.' : 'Check out again to place a new order.'}
        </p>
      </div>
      {error && (
        <p role="alert" data-testid="cart-pending-order-error" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {payBy && (
          <Button
            size="lg"
            className="w-full sm:flex-1"
            data-testid="cart-pending-pay"
            aria-describedby={messageId}
            busy={pay.isPending}
            disabled={checkingOut}
            onClick={payForOrder}
          >
            {payForOrderLabel(order.orderNumber)}
          </Button>
        )}
        <Button
          size="lg"
          variant={payBy ? 'secondary' : 'primary'}
          className="w-full sm:flex-1"
          data-testid="cart-checkout-again"
          aria-describedby={messageId}
          busy={checkingOut}
          disabled={!canCheckOut || pay.isPending}
          onClick={onCheckOutAgain}
        >
          {checkingOut ? 'Starting Checkout...' : 'Check out again'}
        </Button>
      </div>
      {!canCheckOut && <p className="text-center text-sm text-ink-soft">Enter your city and state to check out again.</p>}
    </div>
  );
}
