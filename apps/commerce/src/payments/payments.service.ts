import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CheckoutResult,
  isUuid,
  OrderStatus,
  PaymentConfirmReply,
  paymentMismatchProblem,
  PaymentProviderName,
  PaymentProvidersView,
  ProviderNoticeReply,
} from '@shop/contracts';
import { OutboxRelay, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { toDollars } from '@shop/pricing';
import type { NewOrder } from '../orders/checkout.service';
import { OrderRow } from '../orders/order-row';
import { OrdersService } from '../orders/orders.service';
import { flagPaymentMismatch } from '../orders/payment-notices';
import { NoticeNotVerifiedError, PaymentProvider, ProviderPayment, ProviderUnavailableError, RawNotice } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { paymentRequestFor } from './payment-request';
import { ProviderPaymentRow } from './provider-payment-row';
import { PaymentRefundsService } from './payment-refunds.service';

/**
 * Money in through a provider (docs/rules.md §6), the way Vendure's payment method handlers and Medusa's payment
 * providers do it: checkout opens a payment at the chosen provider; the shopper's return to /success (confirm) and the
 * provider's signed notice both settle it, and whichever comes first pays the order, once. A payment pays its order
 * only for its exact total and currency; one that does not is kept and shown to the owner, and one that arrives after
 * the order expired or was cancelled is given back.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly providers: PaymentProviders,
    private readonly orders: OrdersService,
    private readonly refunds: PaymentRefundsService,
    private readonly relay: OutboxRelay,
  ) {}

  offered(): PaymentProvidersView {
    return { providers: this.providers.names() };
  }

  /**
   * Opens the payment of a new pending order: the checkout's answer, with the provider's page to pay on. When the
   * provider cannot be reached the order ends at once (what it held is given back) and the checkout answers 503.
   */
  /**
   * `endOrderOnFailure`: a new order that the provider cannot open a payment for ends at once (checkout); an existing
   * pending order whose payment is opened again (the shopper's Pay now) stays as it is, and she may try again.
   */
  async start(order: NewOrder, provider: PaymentProvider, returnBase: string, { endOrderOnFailure = true } = {}): Promise<CheckoutResult> {
    let started;
    try {
      started = await provider.start(paymentRequestFor(order, returnBase));
    } catch (err) {
      if (endOrderOnFailure) await this.orders.expireNow(order.id);
      throw providerFailure(provider, err);
    }
    // The order was written with this provider as its payment method; one statement, so no transaction is needed.
    await this.dataSource.query('INSERT INTO provider_payments (order_id, provider, reference) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      order.id,
      provider.name,
      started.reference,
    ]);
    return {
      orderId: order.id,
      orderNumber: Number(order.order_number),
      status: 'pending',
      total: toDollars(order.total_cents),
      paymentUrl: started.approvalUrl,
      paymentProvider: provider.name,
      expiresAt: new Date(order.expires_at!).toISOString(),
    };
  }

  /**
   * The shopper is back on /success: the provider is asked (PayPal captures the approved order, Stripe's session is
   * read) and the order settled. Only her own order (404 otherwise, as for an unknown one); a settled order answers
   * its status and asks nothing.
   */
  async confirm(orderId: string, email: string): Promise<PaymentConfirmReply> {
    type OrderAndPayment = Pick<OrderRow, 'status' | 'payment_method'> & Partial<Pick<ProviderPaymentRow, 'provider' | 'reference' | 'state'>>;
    const [order] = isUuid(orderId)
      ? await queryRows<OrderAndPayment>(
          this.dataSource,
          `SELECT o.status, o.payment_method, p.provider, p.reference, p.state FROM orders o
           LEFT JOIN LATERAL (SELECT * FROM provider_payments WHERE order_id = o.id ORDER BY created_at DESC LIMIT 1) p ON true
           WHERE o.id = $1 AND o.customer_email = $2`,
          [orderId, email],
        )
      : [];
    if (!order) throw serviceError('NOT_FOUND', 'No order with that id');
    const { provider, reference, state } = order;
    if (!provider || !reference)
      return { orderId, status: order.status, paymentProvider: (order.payment_method as PaymentProviderName) ?? 'transfer' };
    const status = state === 'started' ? await this.askProvider({ provider, reference }, order.status) : order.status;
    return { orderId, status: status ?? order.status, paymentProvider: provider };
  }

  /**
   * A provider's notice: verified as that provider signs (401 when it does not verify), then acted on like a confirm.
   * A notice about a payment this shop never opened (another shop's, or a test) is acknowledged and changes nothing,
   * so the provider stops sending it; a repeated notice finds the payment settled and changes nothing either.
   */
  async notice(providerName: PaymentProviderName, raw: RawNotice): Promise<ProviderNoticeReply> {
    if (!this.providers.names().includes(providerName)) throw serviceError('NOT_FOUND', `This shop takes no payments through ${providerName}`);
    const provider = this.providers.get(providerName);
    let notice;
    try {
      notice = await provider.readNotice(raw);
    } catch (err) {
      if (err instanceof NoticeNotVerifiedError) throw serviceError('INVALID_SIGNATURE', 'Invalid webhook signature');
      throw providerFailure(provider, err);
    }
    if (notice.kind === 'payment') await this.settle(providerName, notice.payment);
    if (notice.kind === 'approved') {
      const payment = await this.paymentByReference(providerName, notice.reference);
      if (payment?.state === 'started') await this.askProvider(payment, await this.orderStatus(payment.order_id));
    }
    if (notice.kind === 'refund') await this.refunds.recordProviderRefunds(providerName, notice);
    return { received: true };
  }

  /**
   * Reconciliation: a payment opened a few minutes ago and still not settled (the shopper closed the tab and the
   * notice was missed) is asked about again, so it still ends in the right state. Answers how many were settled.
   */
  async reconcile(olderThanS: number, limit = 50): Promise<number> {
    const open = await queryRows<ProviderPaymentRow & Pick<OrderRow, 'status'>>(
      this.dataSource,
      `SELECT p.*, o.status FROM provider_payments p JOIN orders o ON o.id = p.order_id
       WHERE p.state = 'started' AND p.provider <> 'transfer'
         AND p.created_at < now() - make_interval(secs => $1) AND p.created_at > now() - interval '7 days'
       ORDER BY p.created_at LIMIT $2`,
      [olderThanS, limit],
    );
    let settled = 0;
    for (const payment of open) {
      try {
        const status = await this.askProvider(payment, payment.status);
        if (status !== payment.status) settled++;
      } catch (err) {
        this.logger.warn(`reconciling payment ${payment.id} (${payment.provider}) failed: ${(err as Error).message}`);
      }
    }
    return settled;
  }

  /** Captures (a pending order) or only looks up (an order that can no longer be paid), then settles what it heard. */
  private async askProvider(payment: Pick<ProviderPaymentRow, 'provider' | 'reference'>, orderStatus: OrderStatus): Promise<OrderStatus | null> {
    const provider = this.providers.get(payment.provider);
    let reported: ProviderPayment;
    try {
      reported = orderStatus === 'pending' ? await provider.confirm(payment.reference) : await provider.lookup(payment.reference);
    } catch (err) {
      throw providerFailure(provider, err);
    }
    return this.settle(payment.provider, reported);
  }

  /**
   * What the provider reported, settled once: the payment row is locked, so a confirm and a notice (or ten notices)
   * arriving together act one after the other and the later ones find it captured. Answers the order's status, or
   * null for a payment this shop never opened.
   */
  private async settle(providerName: PaymentProviderName, reported: ProviderPayment): Promise<OrderStatus | null> {
    const outcome = await this.unitOfWork.run(async (manager) => {
      // Locks the payment and its order together (in that order), and reads what settling needs of the order.
      const [payment] = await queryRows<PaymentAndOrder>(
        manager,
        `SELECT p.*, o.status AS order_status, o.total_cents AS order_total_cents FROM provider_payments p JOIN orders o ON o.id = p.order_id
         WHERE p.provider = $1 AND p.reference = $2 FOR UPDATE`,
        [providerName, reported.reference],
      );
      if (!payment) return null;
      const status = payment.order_status;
      if (payment.state !== 'started' || reported.state === 'pending') return { status, refundId: null };
      if (reported.state === 'failed') {
        await manager.query("UPDATE provider_payments SET state = 'failed' WHERE id = $1", [payment.id]);
        return { status, refundId: null };
      }
      return this.capture(manager, payment, reported);
    });
    if (outcome?.refundId) this.relay.kick();
    return outcome?.status ?? null;
  }

  /** A completed payment: recorded; it pays a pending order of exactly its amount, else it is flagged or given back. */
  private async capture(manager: EntityManager, payment: PaymentAndOrder, reported: ProviderPayment) {
    const status = payment.order_status;
    const amountCents = reported.amountCents ?? 0;
    const currency = reported.currency?.toUpperCase() ?? null;
    await manager.query(
      "UPDATE provider_payments SET state = 'captured', payment_id = $2, amount_cents = $3, currency = $4, captured_at = now() WHERE id = $1",
      [payment.id, reported.paymentId ?? reported.reference, amountCents, currency],
    );
    const mismatch = paymentMismatchProblem({ amountCents, currency }, payment.order_total_cents);
    if (status === 'pending' && !mismatch) {
      const paid = await this.orders.payInTransaction(manager, payment.order_id, {
        paymentMethod: payment.provider,
        paymentId: reported.paymentId ?? reported.reference,
      });
      return { status: paid.status, refundId: null };
    }
    if (mismatch) {
      await flagPaymentMismatch(manager, payment.order_id, {
        eventId: `${payment.provider}:${payment.reference}`,
        paymentId: reported.paymentId,
        amountCents,
        currency,
        receivedAt: new Date().toISOString(),
      });
    }
    if (status === 'pending') return { status, refundId: null };
    // The order can no longer be paid by it (expired, cancelled, or paid by another payment): the money goes back.
    const refundId = await this.refunds.request(manager, {
      providerPaymentId: payment.id,
      amountCents,
      reason: `Payment arrived for an order that is ${status}`,
      requestedBy: 'shop',
      idempotencyKey: `late-payment:${payment.id}`,
    });
    return { status, refundId };
  }

  private async paymentByReference(provider: PaymentProviderName, reference: string): Promise<ProviderPaymentRow | undefined> {
    const [payment] = await queryRows<ProviderPaymentRow>(this.dataSource, 'SELECT * FROM provider_payments WHERE provider = $1 AND reference = $2', [
      provider,
      reference,
    ]);
    return payment;
  }

  private async orderStatus(orderId: string): Promise<OrderStatus> {
    const [order] = await queryRows<Pick<OrderRow, 'status'>>(this.dataSource, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    return order.status;
  }
}

/** A payment row locked with its order, and what settling it needs of the order. */
type PaymentAndOrder = ProviderPaymentRow & { order_status: OrderStatus; order_total_cents: number };

/** A provider that failed to answer is the shop's dependency being down (503); anything else is a bug and stays one. */
export function providerFailure(provider: PaymentProvider, err: unknown): unknown {
  if (err instanceof ProviderUnavailableError) {
    return serviceError('PAYMENT_PROVIDER_UNAVAILABLE', `${providerTitle(provider.name)} is not answering right now. Please try again in a moment.`);
  }
  return err;
}

const providerTitle = (name: PaymentProviderName) => ({ paypal: 'PayPal', stripe: 'Stripe', transfer: 'The payment service' })[name];
