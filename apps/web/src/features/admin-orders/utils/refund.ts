import { dollarsProblem, MAX_MONEY_DOLLARS, REFUND_REASON_MAX_LENGTH, type OrderStatus } from '@shop/contracts';
import { toCents } from '@shop/pricing';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { REFUNDABLE_STATUSES } from '../constants';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The refund form as typed. */
export type RefundFormValues = { amount: string; reason: string };
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>;
/** What POST /api/admin/orders/{id}/refunds takes. */
export type RefundInput = { amount: number; reason: string };
export type RefundCheck = { ok: true; input: RefundInput } | { ok: false; errors: RefundFormErrors };

export const emptyRefundValues = (): RefundFormValues => ({ amount: '', reason: '' });

/** Whether the order screen offers a refund: the order is paid (or past it, not cancelled) and something is left to give back. */
export function canRefund(status: OrderStatus, refundable: number): boolean {
  return REFUNDABLE_STATUSES.includes(status) && refundable > 0;
}

/**
 * The refund form checked as the server checks it (its Money rule, as the contracts' browser-safe dollarsProblem: more
 * than 0, at most MAX_MONEY_DOLLARS, at most 2 decimals; the reason trimmed, 1 to REFUND_REASON_MAX_LENGTH characters),
 * and not more than `refundable`. The server stays the authority: what passes here may still be refused.
 */
export function checkRefund(values: RefundFormValues, refundable: number): RefundCheck {
  const errors: RefundFormErrors = {};
  const amountText = values.amount.trim();
  const amount = Number(amountText);
  if (!amountText) errors.amount = 'Enter the amount to refund';
  else {
    const problem = dollarsProblem('Amount', amount, { min: 0, above: true, max: MAX_MONEY_DOLLARS });
    if (problem) errors.amount = problem;
    else if (toCents(amount) > toCents(refundable)) errors.amount = `Amount must be at most ${formatMoney(refundable)}, what is left to refund`;
  }
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'Enter the reason for the refund';
  else if (reason.length > REFUND_REASON_MAX_LENGTH) errors.reason = `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters`;
  if (errors.amount || errors.reason) return { ok: false, errors };
  return { ok: true, input: { amount, reason } };
}

/** A submitted refund and the Idempotency-Key it is sent under. */
export type RefundAttempt = RefundInput & { key: string };

/**
 * The attempt to send for `input`: the last one again, key and all, when it asks the same (a retry of that submission
 * can never refund twice); otherwise a new submission with a new key.
 */
export function nextAttempt(last: RefundAttempt | null, input: RefundInput, newKey: () => string = newIdempotencyKey): RefundAttempt {
  if (last && last.amount === input.amount && last.reason === input.reason) return last;
  return { ...input, key: newKey() };
}

/**
 * Whether a failed attempt's key is kept for its retry: yes when the outcome is unknown or the refund was written down
 * (no answer, a 5xx such as 503 `PAYMENT_PROVIDER_UNAVAILABLE`); no when the server refused it (4xx: nothing was
 * refunded, so the next try is a new submission and is judged afresh).
 */
export function keepsAttempt(error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500);
}
