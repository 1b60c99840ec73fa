import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { OrderView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmQuestion } from '@/components/ui/confirm-button';
import { toast } from '@/components/ui/toast/use-toast';
import { openWaitingTab } from '@/lib/payment-tab';
import { useCancelMyOrder } from '../api/cancel-my-order';
import { usePayMyOrder } from '../api/pay-my-order';
import { showPaymentPage } from '../utils/payment-page';
import { actionFailure, CANCEL_FAILED, isAwaitingPayment, PAY_FAILED, pendingOrderWords } from '../utils/pending-order';

type PendingOrderActionsProps = {
  order: OrderView;
  className?: string;
};

/** The payment page asked for again: in a new tab, and the link too (the tab blocked, or closed since). */
function PaymentOpened({ url, inTab }: { url: string; inTab: boolean }) {
  return (
    <p role="status" data-testid="my-order-payment-opened" className="text-sm text-ink">
      {inTab ? 'The payment page opened in a new tab.' : 'Your browser did not open a new tab.'}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-ultramarine underline underline-offset-4 focus-ring">
        Open the payment page
      </a>
    </p>
  );
}

/**
 * Pay now and Cancel order, for an order still waiting for payment (nothing for any other). Pay now opens the
 * payment page as checkout does (a tab opened on the click itself, so a phone does not block it); Cancel order asks
 * first. An order that moved on meanwhile (409) refreshes the list and says so in a toast, since these buttons go with
 * it; any other failure stays here with the server's words, to try again.
 */
export function PendingOrderActions({ order, className }: PendingOrderActionsProps) {
  const pay = usePayMyOrder();
  const cancel = useCancelMyOrder();
  const [asking, setAsking] = useState(false);
  const [opened, setOpened] = useState<{ url: string; inTab: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // The question answered either way: focus goes back to Cancel order (as ConfirmButton does).
  useEffect(() => {
    if (!asking && wasAsking.current) cancelRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!isAwaitingPayment(order)) return null;
  const words = pendingOrderWords(order.orderNumber);
  const busy = pay.isPending || cancel.isPending;

  function payNow() {
    setError(null);
    setOpened(null);
    const waiting = openWaitingTab();
    pay.mutate(order.id, {
      onSuccess: (answer) => setOpened({ url: answer.paymentUrl, inTab: showPaymentPage(answer.paymentUrl, waiting) }),
      onError: (failure) => {
        waiting?.close();
        const { stale, message } = actionFailure(failure, PAY_FAILED);
        if (stale) toast({ title: words.notPending, variant: 'destructive' });
        else setError(message);
      },
    });
  }

  function cancelOrder() {
    setAsking(false);
    setError(null);
    setOpened(null);
    cancel.mutate(order.id, {
      onSuccess: () => toast({ title: words.cancelled, variant: 'success' }),
      onError: (failure) => {
        const { stale, message } = actionFailure(failure, CANCEL_FAILED);
        if (stale) toast({ title: words.cannotCancel, description: words.notPending, variant: 'destructive' });
        else setError(message);
      },
    });
  }

  return (
    <div data-testid="my-order-actions" className={clsx('flex flex-col gap-2', className)}>
      {asking ? (
        <ConfirmQuestion question={words.cancelQuestion} confirmLabel="Yes, cancel order" onConfirm={cancelOrder} onCancel={() => setAsking(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            className="flex-1 whitespace-nowrap"
            busy={pay.isPending}
            disabled={cancel.isPending}
            aria-label={words.payLabel}
            data-testid="my-order-pay"
            onClick={payNow}
          >
            Pay now
          </Button>
          <Button
            ref={cancelRef}
            variant="secondary"
            className="flex-1 whitespace-nowrap text-red-700"
            busy={cancel.isPending}
            disabled={pay.isPending}
            aria-label={words.cancelLabel}
            data-testid="my-order-cancel"
            onClick={() => setAsking(true)}
          >
            Cancel order
          </Button>
        </div>
      )}
      {opened && !busy && <PaymentOpened url={opened.url} inTab={opened.inTab} />}
      {error && (
        <p role="alert" data-testid="my-order-action-error" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      )}
    </div>
  );
}
