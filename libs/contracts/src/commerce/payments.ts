/**
 * Payments (docs/rules.md §6): the providers a checkout may pay through, and what the shop answers about a payment.
 * PayPal and Stripe are offered when their settings are given; the transfer page is the default when none is.
 */
export const PAYMENT_PROVIDERS = ['paypal', 'stripe', 'transfer'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** The providers that send signed notices (POST /api/payments/webhooks/{provider}); the transfer page's has its own route. */
export const NOTICE_PROVIDERS = ['paypal', 'stripe'] as const satisfies readonly PaymentProviderName[];

export const PaymentPatterns = {
  providers: 'commerce.payment.providers',
  confirm: 'commerce.payment.confirm',
  notice: 'commerce.payment.notice',
  /** An order's payments and refunds, for the back office. */
  ofOrder: 'commerce.payment.of-order',
  /** The owner gives back part of a paid order's payment (money only: the order keeps its status). */
  refund: 'commerce.payment.refund',
} as const;

/** GET /api/payments/providers: what the cart's checkout offers, the default first. */
export interface PaymentProvidersView {
  providers: PaymentProviderName[];
}

/** POST /api/payments/confirm: the order's status once the provider was asked. */
export interface PaymentConfirmReply {
  orderId: string;
  status: 'pending' | 'paid' | 'processing' | 'shipped' | 'completed' | 'expired' | 'cancelled';
  paymentProvider: PaymentProviderName;
}

/** POST /api/payments/webhooks/{provider}: a verified notice was taken (acted on, or known and ignored). */
export interface ProviderNoticeReply {
  received: true;
}

export const PaymentEvents = {
  /** A refund was written down to be sent to its provider; commerce sends it, once, under its idempotency key. */
  refundRequested: 'payment.refund-requested',
  /** Money went back to the shopper (the provider took the refund, or it was recorded by hand): the owner's figures drop. */
  refunded: 'payment.refunded',
} as const;

export interface RefundRequestedEvent {
  refundId: string;
}

/**
 * payment.refunded: once per refund that completed. `orderCancelled`: the order is cancelled or was never paid (a payment
 * that arrived after it expired): its cancellation already took it out of every figure, or it never entered one, so
 * this refund must not be taken out again.
 */
export interface PaymentRefundedEvent {
  refundId: string;
  orderId: string;
  amountCents: number;
  orderCancelled: boolean;
  refundedAt: string;
}

/** The statuses of an order that was paid and not cancelled: it cannot be paid again, and its payment may be refunded in part. */
export const PAID_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'completed'] as const;

/** The longest reason an admin may give for a refund. */
export const REFUND_REASON_MAX_LENGTH = 500;

/** A refund as the back office shows it. Amounts in dollars. */
export interface PaymentRefundView {
  id: string;
  amount: number;
  /** requested: written down, not yet taken by the provider; failed: the provider refused it (nothing went back). */
  state: 'requested' | 'pending' | 'completed' | 'failed';
  reason: string;
  /** An admin's e-mail, 'shop' (an expiry, a cancellation, a late payment) or the provider (made at its own dashboard). */
  requestedBy: string;
  providerRefundId: string | null;
  createdAt: string;
}

/** A payment opened at a provider for an order, as the back office shows it. Amounts in dollars. */
export interface OrderPaymentView {
  id: string;
  provider: PaymentProviderName;
  /** The provider's id of the payment attempt: a PayPal order id, a Stripe Checkout Session id, our order id (transfer). */
  reference: string;
  /** The captured payment's id (PayPal capture, Stripe PaymentIntent, the transfer's payment id); null until captured. */
  paymentId: string | null;
  state: 'started' | 'captured' | 'failed';
  amount: number | null;
  currency: string | null;
  refunded: number;
  createdAt: string;
  capturedAt: string | null;
  refunds: PaymentRefundView[];
}

/** GET /api/admin/orders/{id}/payments, and the answer of a refund. */
export interface OrderPaymentsView {
  orderId: string;
  payments: OrderPaymentView[];
  /** What may still be refunded, in dollars: captured less refunded (not failed), over every payment. */
  refundable: number;
}
