import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REFUND_REASON_MAX_LENGTH, type OrderStatus } from '@shop/contracts';
import { FormAlert } from '@/components/admin-form/form-alert';
import { MoneyInput } from '@/components/admin-form/money-input';
import { useFormState } from '@/components/admin-form/use-form-state';
import { Button } from '@/components/ui/button';
import { ConfirmQuestion } from '@/components/ui/confirm-button';
import { TextArea } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, hasErrorCode } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useRefundOrder } from '../api/refund-order';
import {
  canRefund,
  checkRefund,
  emptyRefundValues,
  keepsAttempt,
  nextAttempt,
  type RefundAttempt,
  type RefundFormErrors,
  type RefundFormValues,
  type RefundInput,
} from '../utils/refund';

/** The server's answer to the last attempt that failed; `recorded`: 503, the refund is written down and will be sent. */
type Failure = { message: string; recorded: boolean };

function FailureNote({ failure }: { failure: Failure }) {
  if (!failure.recorded) return <FormAlert message={failure.message} />;
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="font-medium">{failure.message}</p>
      <p className="mt-1">Sending the same amount and reason again does not refund twice.</p>
    </div>
  );
}

type RefundFormProps = {
  orderId: string;
  /** The order's short id. */
  label: string;
  status: OrderStatus;
  /** What may still be refunded, in dollars (GET /api/admin/orders/{id}/payments). */
  refundable: number;
};

/**
 * Refund part (or the rest) of the order's payment, for a paid, processing, shipped or completed order with something
 * left: amount (up to what is left) and reason, checked as the server checks them, then asked once more in place
 * ('Refund $X to the customer?') before it is sent. A submission keeps its Idempotency-Key for its retries; the
 * server's refusal is shown under the fields and nothing typed is lost.
 */
export function RefundForm({ orderId, label, status, refundable }: RefundFormProps) {
  const form = useFormState<RefundFormValues, RefundFormErrors>(emptyRefundValues);
  const { values } = form;
  const refund = useRefundOrder();
  const [asking, setAsking] = useState<RefundInput | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const attempt = useRef<RefundAttempt | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const headingId = useId();
  const amountId = useId();
  const reasonId = useId();

  // Once the question is answered (or the refund it sent has its answer), focus goes back to the form's button
  // unless the admin has already moved it elsewhere.
  useEffect(() => {
    if (asking || refund.isPending || !returnFocus.current) return;
    returnFocus.current = false;
    if (!document.activeElement || document.activeElement === document.body) submitRef.current?.focus();
  }, [asking, refund.isPending]);

  /** A field as typed; a change withdraws a question already asked about the old values. */
  function bind(name: keyof RefundFormValues) {
    const field = form.field(name);
    return {
      ...field,
      onChange: (event: Parameters<typeof field.onChange>[0]) => {
        setAsking(null);
        field.onChange(event);
      },
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refund.isPending) return;
    const check = checkRefund(values, refundable);
    const input = form.accepted(check);
    if (!input) {
      if (!check.ok) document.getElementById(check.errors.amount ? amountId : reasonId)?.focus();
      return;
    }
    returnFocus.current = true;
    setAsking(input);
  }

  function send(input: RefundInput) {
    setAsking(null);
    const sent = nextAttempt(attempt.current, input);
    attempt.current = sent;
    setFailure(null);
    refund.mutate(
      { id: orderId, amount: sent.amount, reason: sent.reason, idempotencyKey: sent.key },
      {
        onSuccess: () => {
          attempt.current = null;
          form.reset();
          toast({ title: 'Success', description: `Refunded ${formatMoney(sent.amount)} on order ${label}.`, variant: 'success' });
        },
        onError: (error) => {
          if (!keepsAttempt(error)) attempt.current = null;
          setFailure({
            message: getErrorMessage(error, 'Failed to refund the payment'),
            recorded: hasErrorCode(error, 'PAYMENT_PROVIDER_UNAVAILABLE'),
          });
        },
      },
    );
  }

  // Nothing to refund here (any more: the refund just sent took the rest, or the order moved while it was sent): only
  // the server's last answer stays, if any.
  if (!canRefund(status, refundable)) return failure ? <FailureNote failure={failure} /> : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-paper-deep/40 p-3"
      data-testid="refund-form"
    >
      <h5 id={headingId} className="font-semibold text-ink">
        Refund<span className="sr-only"> order {label}</span>
      </h5>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <MoneyInput
          id={amountId}
          label="Amount ($)"
          {...bind('amount')}
          min="0.01"
          max={refundable}
          required
          autoComplete="off"
          hint={`Up to ${formatMoney(refundable)}`}
        />
        <TextArea
          id={reasonId}
          label="Reason"
          {...bind('reason')}
          rows={2}
          required
          maxLength={REFUND_REASON_MAX_LENGTH}
          hint={`${values.reason.length} / ${REFUND_REASON_MAX_LENGTH} characters`}
        />
      </div>
      {failure && <FailureNote failure={failure} />}
      <div className="flex flex-wrap justify-end gap-2">
        {asking ? (
          <ConfirmQuestion
            question={`Refund ${formatMoney(asking.amount)} to the customer?`}
            confirmLabel="Yes, refund"
            onConfirm={() => send(asking)}
            onCancel={() => setAsking(null)}
          />
        ) : (
          <Button
            ref={submitRef}
            type="submit"
            variant="secondary"
            size="sm"
            className="text-red-700"
            busy={refund.isPending}
            data-testid="refund-submit"
          >
            {refund.isPending ? 'Refunding...' : 'Refund'}
          </Button>
        )}
      </div>
    </form>
  );
}
