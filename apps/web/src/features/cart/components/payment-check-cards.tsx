import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { cartHref, paths } from '@/lib/paths';

/** The shop is asking the payment provider about her order (/success, back from paying). */
export function ConfirmingPayment() {
  return (
    <StatusCard icon={<Spinner size="lg" label="" />} title="Checking Your Payment" testId="payment-check">
      <p role="status">Confirming your payment…</p>
      <p className="mt-1 text-sm">This takes a few seconds. Please keep this page open.</p>
    </StatusCard>
  );
}

/** The order is still waiting for payment after every question: said plainly, with a way to ask again or go back. */
export function PaymentNotCompleted({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <StatusCard
      icon="…"
      title="Payment Not Completed Yet"
      testId="payment-check"
      actions={
        <>
          <Button onClick={onCheckAgain}>Check again</Button>
          <Link href={cartHref()} className={buttonClasses('secondary')}>
            Back to your cart
          </Link>
        </>
      }
    >
      <p role="alert">Your payment has not been completed yet. If you have just paid, it can take a minute to reach us: check again in a moment.</p>
    </StatusCard>
  );
}

/** The order expired or was cancelled before it was paid: nothing was charged, and a late payment goes back. */
export function OrderClosed() {
  return (
    <StatusCard
      icon="✕"
      title="Order No Longer Open"
      testId="payment-check"
      actions={
        <Link href={paths.products} className={buttonClasses('primary')}>
          Back to the shop
        </Link>
      }
    >
      <p role="alert">
        This order is no longer open, and nothing was charged for it. If a payment for it reached us anyway, it is given back to you automatically.
      </p>
    </StatusCard>
  );
}

/** The shop or the payment provider could not answer (the server's message), with a way to ask again. */
export function PaymentCheckFailed({ message, onCheckAgain }: { message: string; onCheckAgain: () => void }) {
  return (
    <StatusCard
      icon="!"
      title="Payment Not Confirmed Yet"
      testId="payment-check"
      actions={
        <>
          <Button onClick={onCheckAgain}>Check again</Button>
          <Link href={paths.products} className={buttonClasses('secondary')}>
            Back to the shop
          </Link>
        </>
      }
    >
      <p role="alert">{message}</p>
    </StatusCard>
  );
}
