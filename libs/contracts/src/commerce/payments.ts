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
} as const;

export interface RefundRequestedEvent {
  refundId: string;
}
