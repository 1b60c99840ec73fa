import type { PaymentProviderName } from '@shop/contracts';

/** A row of `provider_payments`: one payment opened at a provider for an order, under the provider's reference. */
export interface ProviderPaymentRow {
  id: string;
  order_id: string;
  provider: PaymentProviderName;
  reference: string;
  state: 'started' | 'captured' | 'failed';
  payment_id: string | null;
  amount_cents: number | null;
  currency: string | null;
  refunded_cents: number;
  created_at: Date;
  captured_at: Date | null;
}

/** A row of `payment_refunds`: one refund asked of a provider, sent under its idempotency key. */
export interface PaymentRefundRow {
  id: string;
  provider_payment_id: string;
  amount_cents: number;
  idempotency_key: string;
  provider_refund_id: string | null;
  state: 'requested' | 'pending' | 'completed' | 'failed';
  reason: string;
  requested_by: string;
  created_at: Date;
  settled_at: Date | null;
}
