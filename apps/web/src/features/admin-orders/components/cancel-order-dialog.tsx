import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { CANCEL_REASON_MAX_LENGTH, type OrderView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useCancelOrder } from '../api/cancel-order';
import { OrderDialogSheet } from './order-dialog-sheet';

/**
 * 'Cancel order' for a pending or paid order: the reason is asked first (the shopper's e-mail quotes it), then the
 * server cancels it and gives back what it held. The dialog stays open when the server refuses, so nothing typed is lost.
 */
export function CancelOrderDialog({ order, label }: { order: OrderView; label: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelOrder();

  function openChange(next: boolean) {
    if (cancel.isPending) return;
    setOpen(next);
    if (!next) setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Enter the reason for cancelling: the customer is e-mailed it.');
      return;
    }
    // mutateAsync, not mutate's own callbacks: the refreshed list may drop this card (and this dialog) before the
    // mutation settles, and the owner must still be told.
    cancel.mutateAsync({ id: order.id, reason: reason.trim() }).then(() => {
      toast({ title: 'Order cancelled', description: `Order ${label} is cancelled.`, variant: 'success' });
      setReason('');
      setOpen(false);
    }, toastFailure('Failed to cancel the order'));
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary" className="text-red-700" data-testid="cancel-order">
          Cancel order
        </Button>
      </Dialog.Trigger>
      <OrderDialogSheet testId="cancel-order-dialog">
        <Dialog.Title className="font-display text-xl font-semibold text-ink">Cancel order {label}?</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-ink-soft">
          Order #{order.orderNumber} for {order.customerEmail} ({order.status}). What it held comes back: coupon, deal units, store credit
          {order.status === 'paid' ? ', and the credits its payment earned (refund the payment yourself)' : ''}. The customer is e-mailed the reason.
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <TextArea
            label="Reason"
            rows={3}
            aria-required
            maxLength={CANCEL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setError(null);
            }}
            hint={`${reason.length} / ${CANCEL_REASON_MAX_LENGTH} characters`}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={cancel.isPending}>
                Keep order
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="danger" busy={cancel.isPending}>
              Confirm cancellation
            </Button>
          </div>
        </form>
      </OrderDialogSheet>
    </Dialog.Root>
  );
}
