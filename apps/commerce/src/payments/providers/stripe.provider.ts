import Stripe from 'stripe';
import {
  NoticeNotVerifiedError,
  PaymentProvider,
  PaymentRequest,
  ProviderNotice,
  ProviderPayment,
  ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
  RawNotice,
  RefundRequest,
  StartedPayment,
} from '../payment-provider';
import { assertRequestAddsUp } from '../payment-request';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API, or a stand-in for it in tests; default https://api.stripe.com. */
  apiBase?: string;
  timeoutMs?: number;
}

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

/**
 * Stripe Checkout (Stripe's Checkout Sessions API): the shopper pays on Stripe's hosted page. The session id is the
 * reference and its PaymentIntent the payment refunds name. Checkout captures the money itself, so confirming only reads
 * the session.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    const base = new URL(settings.apiBase ?? 'https://api.stripe.com');
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(settings.secretKey, {
      host: base.hostname,
      port: base.port || (protocol === 'http' ? 80 : 443),
      protocol,
      timeout: settings.timeoutMs ?? 10_000,
      // The library retries under the same idempotency key, so one retry is safe; more would hold the shopper's request.
      maxNetworkRetries: 1,
    });
    this.webhookSecret = settings.webhookSecret;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    assertRequestAddsUp(request);
    const { orderId, discountCents, shippingCents, taxCents } = request;
    const currency = request.currency.toLowerCase();
    const item = (name: string, unitCents: number, quantity: number): LineItem => ({
      price_data: { currency, unit_amount: unitCents, product_data: { name } },
      quantity,
    });
    const lineItems = request.lines.map((line) => item(line.name, line.unitCents, line.quantity));
    if (taxCents !== 0) lineItems.push(item('Sales tax', taxCents, 1));
    // A coupon takes nothing off shipping (Stripe's Coupons API): when the discount (store credit included) is more than
    // the items, shipping goes in as an item it can take off too, so Stripe still charges exactly the order's total.
    const itemsCents = request.totalCents - shippingCents + discountCents;
    const shippingAsItem = shippingCents !== 0 && discountCents > itemsCents;
    if (shippingAsItem) lineItems.push(item('Shipping', shippingCents, 1));
    return this.call(async () => {
      const coupon =
        discountCents === 0
          ? null
          : await this.stripe.coupons.create(
              { amount_off: discountCents, currency, duration: 'once', name: 'Order discount' },
              { idempotencyKey: `coupon-${orderId}` },
            );
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: orderId,
          metadata: { orderId, orderNumber: String(request.orderNumber) },
          payment_intent_data: { metadata: { orderId } },
          customer_email: request.customerEmail,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          line_items: lineItems,
          shipping_options:
            shippingCents === 0 || shippingAsItem
              ? undefined
              : [{ shipping_rate_data: { type: 'fixed_amount', fixed_amount: { amount: shippingCents, currency }, display_name: 'Shipping' } }],
          discounts: coupon ? [{ coupon: coupon.id }] : undefined,
        },
        { idempotencyKey: `checkout-session-${orderId}` },
      );
      if (!session.url) throw new ProviderUnavailableError('stripe', `checkout session ${session.id} came without a url`);
      return { reference: session.id, approvalUrl: session.url };
    });
  }

  async confirm(reference: string): Promise<ProviderPayment> {
    return this.lookup(reference);
  }

  async lookup(reference: string): Promise<ProviderPayment> {
    return this.call(async () => readSession(await this.stripe.checkout.sessions.retrieve(reference)));
  }

  async readNotice(notice: RawNotice): Promise<ProviderNotice> {
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(notice.body, notice.headers['stripe-signature'] ?? '', this.webhookSecret);
    } catch (error) {
      throw new NoticeNotVerifiedError('stripe', error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    switch (event.type) {
      case 'checkout.session.completed':
        // An asynchronous method (a bank debit) completes the session unpaid; async_payment_succeeded follows.
        if (!isPaid(event.data.object)) break;
        return { kind: 'payment', eventId: event.id, payment: readSession(event.data.object) };
      case 'checkout.session.async_payment_succeeded':
        return { kind: 'payment', eventId: event.id, payment: readSession(event.data.object) };
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentId = idOf(charge.payment_intent);
        if (!paymentId) break;
        // Stripe sends a charge's refunds list only to API versions that still expand it; otherwise it is asked for.
        const refunds = charge.refunds?.data ?? (await this.call(() => this.stripe.refunds.list({ payment_intent: paymentId, limit: 100 }))).data;
        return {
          kind: 'refund',
          eventId: event.id,
          paymentId,
          currency: charge.currency.toUpperCase(),
          refunds: refunds.map((refund) => ({ refundId: refund.id, amountCents: refund.amount })),
        };
      }
    }
    return { kind: 'ignored', eventId: event.id, type: event.type };
  }

  async refund(refund: RefundRequest): Promise<ProviderRefund> {
    return this.call(async () => {
      const made = await this.stripe.refunds.create(
        { payment_intent: refund.paymentId, amount: refund.amountCents, metadata: refund.reason ? { reason: refund.reason } : undefined },
        { idempotencyKey: refund.idempotencyKey },
      );
      const state = made.status === 'succeeded' ? 'completed' : made.status === 'pending' || made.status === 'requires_action' ? 'pending' : 'failed';
      return { refundId: made.id, state, amountCents: made.amount };
    });
  }

  /** Stripe's errors in the seam's terms: not reachable, slow, 5xx or rate-limited → unavailable; any other 4xx → refused. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const status = error.statusCode;
      const { StripeConnectionError, StripeAPIError, StripeRateLimitError } = Stripe.errors;
      if (error instanceof StripeConnectionError || error instanceof StripeAPIError || error instanceof StripeRateLimitError) {
        throw new ProviderUnavailableError('stripe', error.message);
      }
      if (status === undefined) throw error;
      if (status >= 500 || status === 429) throw new ProviderUnavailableError('stripe', error.message);
      throw new ProviderRefusedError('stripe', status, error.message);
    }
  }
}

function readSession(session: Stripe.Checkout.Session): ProviderPayment {
  const completed = isPaid(session);
  return {
    reference: session.id,
    state: completed ? 'completed' : session.status === 'expired' ? 'failed' : 'pending',
    paymentId: idOf(session.payment_intent),
    amountCents: completed ? session.amount_total : null,
    currency: session.currency?.toUpperCase() ?? null,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
  };
}

function isPaid(session: Stripe.Checkout.Session): boolean {
  return session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
