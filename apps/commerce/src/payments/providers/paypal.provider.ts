import {
  NoticeNotVerifiedError,
  PaymentProvider,
  PaymentRequest,
  ProviderNotice,
  ProviderPayment,
  ProviderRefund,
  RawNotice,
  RefundRequest,
  StartedPayment,
} from '../payment-provider';
import { assertRequestAddsUp } from '../payment-request';
import { errorName, hasIssue, PayPalAnswer, PayPalClient, refusal } from './paypal-client';
import { fromPayPalValue, toPayPalValue } from './paypal-money';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** https://api-m.paypal.com (the default), or the sandbox's https://api-m.sandbox.paypal.com. */
  apiBase?: string;
  timeoutMs?: number;
}

interface Money {
  currency_code: string;
  value: string;
}

interface Link {
  href: string;
  rel: string;
}

interface Capture {
  id: string;
  status: string;
  amount?: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

interface Order {
  id: string;
  status: string;
  links?: Link[];
  purchase_units?: { custom_id?: string; payments?: { captures?: Capture[] } }[];
}

interface Refund {
  id: string;
  status: string;
  amount?: Money;
  links?: Link[];
  supplementary_data?: { related_ids?: { capture_id?: string } };
}

interface WebhookEvent {
  id: string;
  event_type: string;
  resource: unknown;
}

const NOTICE_HEADERS = [
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-cert-url',
  'paypal-auth-algo',
] as const;

/** A refunded capture was still captured: the refund is its own notice, so it reads as completed here. */
const CAPTURE_STATES: Record<string, ProviderPayment['state']> = {
  COMPLETED: 'completed',
  PARTIALLY_REFUNDED: 'completed',
  REFUNDED: 'completed',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
};

/**
 * PayPal Checkout through the Orders API v2: an order is created for our order's exact breakdown, the shopper
 * approves it on PayPal's page, and confirm captures it. Every write carries a PayPal-Request-Id derived from what it
 * acts on, so a repeated or concurrent start, capture or refund is done once by PayPal. Notices are verified by
 * PayPal's own verify-webhook-signature endpoint.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private readonly client: PayPalClient;
  private readonly webhookId: string;

  constructor(settings: PayPalSettings) {
    this.client = new PayPalClient({
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      apiBase: (settings.apiBase ?? 'https://api-m.paypal.com').replace(/\/+$/, ''),
      timeoutMs: settings.timeoutMs ?? 10_000,
    });
    this.webhookId = settings.webhookId;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    assertRequestAddsUp(request);
    const money = (cents: number): Money => ({ currency_code: request.currency, value: toPayPalValue(cents) });
    const itemsCents = request.lines.reduce((total, line) => total + line.unitCents * line.quantity, 0);
    const breakdown: Record<string, Money> = { item_total: money(itemsCents) };
    if (request.shippingCents) breakdown.shipping = money(request.shippingCents);
    if (request.taxCents) breakdown.tax_total = money(request.taxCents);
    if (request.discountCents) breakdown.discount = money(request.discountCents);
    const answer = await this.client.send('POST', '/v2/checkout/orders', {
      requestId: `order-${request.orderId}`,
      representation: true,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.orderId,
            custom_id: request.orderId,
            invoice_id: request.orderId,
            description: `Order #${request.orderNumber}`,
            amount: { ...money(request.totalCents), breakdown },
            items: request.lines.map((line) => ({
              name: [...line.name].slice(0, 127).join(''),
              quantity: String(line.quantity),
              unit_amount: money(line.unitCents),
            })),
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
    });
    if (answer.status >= 300) throw refusal(answer);
    const order = answer.body as Order;
    const approval = order.links?.find((link) => link.rel === 'payer-action') ?? order.links?.find((link) => link.rel === 'approve');
    if (!approval) throw new Error(`PayPal order ${order.id} came back without a link for the payer`);
    return { reference: order.id, approvalUrl: approval.href };
  }

  async confirm(reference: string): Promise<ProviderPayment> {
    // Captured only once the payer approved: a capture refused before approval is never stored under the request id
    // that the real one will use.
    const order = await this.order(reference);
    if (!order) return nothingYet(reference, 'failed');
    if (order.status !== 'APPROVED') return paymentOf(reference, order);
    const answer = await this.client.send('POST', `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`, {
      requestId: `capture-${reference}`,
      representation: true,
      body: {},
    });
    if (answer.status < 300) return paymentOf(reference, answer.body as Order);
    if (answer.status === 422 && hasIssue(answer, 'ORDER_ALREADY_CAPTURED')) return this.lookup(reference);
    // The payer's funding source was declined and PayPal lets them choose another: still theirs to do.
    if (answer.status === 422 && hasIssue(answer, 'ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED', 'INSTRUMENT_DECLINED')) {
      return nothingYet(reference, 'pending');
    }
    if (unknownOrder(answer)) return nothingYet(reference, 'failed');
    throw refusal(answer);
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    const order = await this.order(reference);
    return order ? paymentOf(reference, order) : nothingYet(reference, 'failed');
  }

  /** The order as PayPal has it now; null when PayPal knows no such order. */
  private async order(reference: string): Promise<Order | null> {
    const answer = await this.client.send('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`);
    if (answer.status < 300) return answer.body as Order;
    if (unknownOrder(answer)) return null;
    throw refusal(answer);
  }

  async readNotice(notice: RawNotice): Promise<ProviderNotice> {
    const missing = NOTICE_HEADERS.filter((name) => !notice.headers[name]);
    if (missing.length) throw new NoticeNotVerifiedError('paypal', `missing ${missing.join(', ')}`);
    const event = webhookEvent(notice.body);
    const header = (name: (typeof NOTICE_HEADERS)[number]) => notice.headers[name] as string;
    const answer = await this.client.send('POST', '/v1/notifications/verify-webhook-signature', {
      body: {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: this.webhookId,
        webhook_event: event,
      },
    });
    const status = (answer.body as { verification_status?: unknown }).verification_status;
    if (answer.status >= 300 || status !== 'SUCCESS') {
      throw new NoticeNotVerifiedError('paypal', answer.status >= 300 ? refusal(answer).message : `verification_status ${String(status)}`);
    }
    return noticeOf(event);
  }

  async refund(refund: RefundRequest): Promise<ProviderRefund> {
    const answer = await this.client.send('POST', `/v2/payments/captures/${encodeURIComponent(refund.paymentId)}/refund`, {
      requestId: refund.idempotencyKey,
      representation: true,
      body: {
        amount: { value: toPayPalValue(refund.amountCents), currency_code: refund.currency },
        ...(refund.reason ? { note_to_payer: [...refund.reason].slice(0, 255).join('') } : {}),
      },
    });
    if (answer.status >= 300) throw refusal(answer);
    const made = answer.body as Refund;
    return {
      refundId: made.id,
      state: made.status === 'COMPLETED' ? 'completed' : made.status === 'PENDING' ? 'pending' : 'failed',
      amountCents: made.amount ? fromPayPalValue(made.amount.value) : refund.amountCents,
    };
  }
}

/** PayPal names a missing order RESOURCE_NOT_FOUND, with the issue INVALID_RESOURCE_ID. */
function unknownOrder(answer: PayPalAnswer): boolean {
  return answer.status === 404 && (errorName(answer) === 'RESOURCE_NOT_FOUND' || hasIssue(answer, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID'));
}

/** A PayPal order as a payment: its capture when it has one, else where the order stands. */
function paymentOf(reference: string, order: Order): ProviderPayment {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const orderId = capture?.custom_id ?? unit?.custom_id ?? null;
  if (!capture) return { ...nothingYet(reference, order.status === 'VOIDED' ? 'failed' : 'pending'), orderId };
  return captured(reference, capture, CAPTURE_STATES[capture.status] ?? 'pending', orderId);
}

function captured(reference: string, capture: Capture, state: ProviderPayment['state'], orderId: string | null): ProviderPayment {
  return {
    reference,
    state,
    paymentId: capture.id,
    amountCents: capture.amount ? fromPayPalValue(capture.amount.value) : null,
    currency: capture.amount?.currency_code ?? null,
    orderId,
  };
}

function nothingYet(reference: string, state: ProviderPayment['state']): ProviderPayment {
  return { reference, state, paymentId: null, amountCents: null, currency: null, orderId: null };
}

function webhookEvent(body: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    throw new NoticeNotVerifiedError('paypal', 'the body is not JSON');
  }
  const { id, event_type: type } = (event ?? {}) as Partial<WebhookEvent>;
  if (typeof id !== 'string' || typeof type !== 'string') throw new NoticeNotVerifiedError('paypal', 'the body is not a PayPal event');
  return event as WebhookEvent;
}

/** A verified event, read. The resource of each type is as PayPal documents it; one without what we need is a bug to see. */
function noticeOf(event: WebhookEvent): ProviderNotice {
  const eventId = event.id;
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const order = event.resource as Order;
      return { kind: 'approved', eventId, reference: order.id, orderId: order.purchase_units?.[0]?.custom_id ?? null };
    }
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const capture = event.resource as Capture;
      const reference = capture.supplementary_data?.related_ids?.order_id;
      if (!reference) throw new Error(`PayPal event ${eventId}: capture ${capture.id} names no order`);
      return { kind: 'payment', eventId, payment: captured(reference, capture, 'completed', capture.custom_id ?? null) };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const refund = event.resource as Refund;
      const paymentId = lastSegment(refund.links?.find((link) => link.rel === 'up')?.href) ?? refund.supplementary_data?.related_ids?.capture_id;
      if (!paymentId || !refund.amount) throw new Error(`PayPal event ${eventId}: refund ${refund.id} names no capture or amount`);
      return {
        kind: 'refund',
        eventId,
        paymentId,
        currency: refund.amount.currency_code,
        refunds: [{ refundId: refund.id, amountCents: fromPayPalValue(refund.amount.value) }],
      };
    }
    default:
      return { kind: 'ignored', eventId, type: event.event_type };
  }
}

function lastSegment(href: string | undefined): string | undefined {
  if (!href) return undefined;
  return new URL(href).pathname.split('/').filter(Boolean).pop();
}
