import { toDollars } from '@shop/pricing';
import {
  NoticeNotVerifiedError,
  PaymentProvider,
  PaymentRequest,
  ProviderPayment,
  ProviderRefund,
  RefundRequest,
  StartedPayment,
} from '../payment-provider';

/**
 * The transfer page (PAYMENT_URL_TEMPLATE, {total} and {orderId} filled in): the default when no provider is set up.
 * Nothing is captured here; the owner marks the order paid, or the transfer service's signed notice at
 * POST /api/payments/webhook does. A refund is made by hand and recorded as such.
 */
export class TransferProvider implements PaymentProvider {
  readonly name = 'transfer' as const;

  constructor(private readonly urlTemplate: string) {}

  async start(request: PaymentRequest): Promise<StartedPayment> {
    return {
      reference: request.orderId,
      approvalUrl: this.urlTemplate.replace('{total}', toDollars(request.totalCents).toFixed(2)).replace('{orderId}', request.orderId),
    };
  }

  async confirm(reference: string): Promise<ProviderPayment> {
    return this.lookup(reference);
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    return { reference, state: 'pending', paymentId: null, amountCents: null, currency: null, orderId: reference };
  }

  async readNotice(): Promise<never> {
    throw new NoticeNotVerifiedError('transfer', 'transfer notices arrive at POST /api/payments/webhook, signed with PAYMENT_WEBHOOK_SECRET');
  }

  async refund(refund: RefundRequest): Promise<ProviderRefund> {
    return { refundId: `manual:${refund.idempotencyKey}`, state: 'completed', amountCents: refund.amountCents };
  }
}
