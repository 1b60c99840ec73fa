import { SHOP_CURRENCY, type OrderPaymentView, type PaymentProviderName, type PaymentRefundView } from '@shop/contracts';
import { formatMoney } from '@/lib/format';
import { PROVIDER_LABELS } from '../constants';

export const providerLabel = (provider: PaymentProviderName): string => PROVIDER_LABELS[provider] ?? provider;

/** An amount of the payment's currency: dollars as the shop writes them, any other currency with its code. */
export function paymentMoney(amount: number, currency: string | null): string {
  if (currency === null || currency.toUpperCase() === SHOP_CURRENCY) return formatMoney(amount);
  return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
}

/** The payment's id once captured; until then the provider's reference of the attempt. */
export function paymentIdentity(payment: Pick<OrderPaymentView, 'paymentId' | 'reference'>): { label: string; value: string } {
  return payment.paymentId ? { label: 'Payment id', value: payment.paymentId } : { label: 'Reference', value: payment.reference };
}

/** What the payment captured, or null (nothing captured, or no amount known). */
export function capturedAmount(payment: Pick<OrderPaymentView, 'state' | 'amount' | 'currency'>): string | null {
  return payment.state === 'captured' && payment.amount !== null ? paymentMoney(payment.amount, payment.currency) : null;
}

/** Who asked for a refund: an admin's e-mail as it is, 'shop' for the shop's own (expiry, cancellation, late payment), a provider's dashboard. */
export function requesterLabel(requestedBy: PaymentRefundView['requestedBy']): string {
  if (requestedBy === 'shop') return 'The shop (automatic)';
  if (Object.hasOwn(PROVIDER_LABELS, requestedBy)) return `${providerLabel(requestedBy as PaymentProviderName)} dashboard`;
  return requestedBy;
}

const STATE_WORDS: Record<OrderPaymentView['state'] | PaymentRefundView['state'], string> = {
  started: 'Not captured',
  captured: 'Captured',
  requested: 'Requested',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

/** A payment's or a refund's state in words. */
export const stateLabel = (state: OrderPaymentView['state'] | PaymentRefundView['state']): string => STATE_WORDS[state] ?? state;
