import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, OrderPaymentsView, PaymentRefundRequest, PAID_ORDER_STATUSES } from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { formatCents, toCents, toDollars } from '@shop/pricing';
import { iso, OrderRow } from '../orders/order-row';
import { PaymentRefundsService } from './payment-refunds.service';
import { recordPaymentByHand } from './payment-by-hand';
import { PaymentRefundRow, ProviderPaymentRow } from './provider-payment-row';

const REFUNDABLE: readonly string[] = PAID_ORDER_STATUSES;

/**
 * The back office's view of an order's money (docs/product/back-office.md §2.9: payment method and payment id), and the
 * owner's partial refund: money only, the order keeps its status (docs/rules.md §6).
 */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly refunds: PaymentRefundsService,
  ) {}

  async ofOrder(orderId: string): Promise<OrderPaymentsView> {
    const [order] = isUuid(orderId) ? await queryRows<Pick<OrderRow, 'id'>>(this.dataSource, 'SELECT id FROM orders WHERE id = $1', [orderId]) : [];
    if (!order) throw serviceError('NOT_FOUND', 'No order with that id');
    const payments = await queryRows<ProviderPaymentRow>(
      this.dataSource,
      'SELECT * FROM provider_payments WHERE order_id = $1 ORDER BY created_at, id',
      [orderId],
    );
    const refunds = await queryRows<PaymentRefundRow>(
      this.dataSource,
      `SELECT r.* FROM payment_refunds r JOIN provider_payments p ON p.id = r.provider_payment_id
       WHERE p.order_id = $1 ORDER BY r.created_at, r.id`,
      [orderId],
    );
    return {
      orderId,
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        reference: payment.reference,
        paymentId: payment.payment_id,
        state: payment.state,
        amount: payment.amount_cents === null ? null : toDollars(payment.amount_cents),
        currency: payment.currency,
        refunded: toDollars(payment.refunded_cents),
        createdAt: iso(payment.created_at)!,
        capturedAt: iso(payment.captured_at),
        refunds: refunds
          .filter((refund) => refund.provider_payment_id === payment.id)
          .map((refund) => ({
            id: refund.id,
            amount: toDollars(refund.amount_cents),
            state: refund.state,
            reason: refund.reason,
            requestedBy: refund.requested_by,
            providerRefundId: refund.provider_refund_id,
            createdAt: iso(refund.created_at)!,
          })),
      })),
      refundable: toDollars(payments.reduce((sum, p) => sum + (p.state === 'captured' ? (p.amount_cents ?? 0) - p.refunded_cents : 0), 0)),
    };
  }

  /**
   * Gives back `amount` of a paid order's payment through the provider that took it. The order row is locked, so two
   * refunds racing for the last dollar are taken one after the other and the second finds too little left (400). The
   * same idempotency key again answers the order's payments as they are and refunds nothing more. A provider that does
   * not answer leaves the refund written down (503): the shop sends it as soon as it answers.
   */
  async refund(request: PaymentRefundRequest): Promise<OrderPaymentsView> {
    if (!isUuid(request.orderId)) throw serviceError('NOT_FOUND', 'No order with that id');
    const idempotencyKey = `admin:${request.idempotencyKey ?? randomUUID()}`;
    const refundId = await this.unitOfWork.run(async (manager) => {
      const [order] = await queryRows<OrderRow>(manager, 'SELECT * FROM orders WHERE id = $1 FOR UPDATE', [request.orderId]);
      if (!order) throw serviceError('NOT_FOUND', 'No order with that id');
      const [repeated] = await queryRows<Pick<PaymentRefundRow, 'id'>>(manager, 'SELECT id FROM payment_refunds WHERE idempotency_key = $1', [
        idempotencyKey,
      ]);
      if (repeated) return null;
      if (!REFUNDABLE.includes(order.status)) {
        throw serviceError('ORDER_STATUS_CONFLICT', `This order is ${order.status} and cannot be refunded`);
      }
      const amountCents = toCents(request.amount);
      const payment = await this.paymentToRefund(manager, order, amountCents);
      const id = await this.refunds.request(manager, {
        providerPaymentId: payment.id,
        amountCents,
        reason: request.reason,
        requestedBy: request.requestedBy,
        idempotencyKey,
      });
      if (!id) throw overRemainder(0);
      return id;
    });
    if (refundId && (await this.refunds.send(refundId)) === 'waiting') {
      throw serviceError('PAYMENT_PROVIDER_UNAVAILABLE', 'The refund is recorded and will be sent as soon as the payment provider answers.');
    }
    return this.ofOrder(request.orderId);
  }

  /**
   * The captured payment that still holds `amountCents`. An order paid by hand before its payment was recorded has it
   * recorded now, for its total, so refunds count against it too.
   */
  private async paymentToRefund(manager: EntityManager, order: OrderRow, amountCents: number): Promise<ProviderPaymentRow> {
    let captured = await this.capturedPayments(manager, order.id);
    if (!captured.length) {
      await recordPaymentByHand(manager, order);
      captured = await this.capturedPayments(manager, order.id);
    }
    const left = (payment: ProviderPaymentRow) => (payment.amount_cents ?? 0) - payment.refunded_cents;
    const payment = captured.find((p) => left(p) >= amountCents);
    if (!payment) throw overRemainder(Math.max(0, ...captured.map(left)));
    return payment;
  }

  private capturedPayments(manager: EntityManager, orderId: string): Promise<ProviderPaymentRow[]> {
    return queryRows<ProviderPaymentRow>(
      manager,
      "SELECT * FROM provider_payments WHERE order_id = $1 AND state = 'captured' ORDER BY captured_at, id FOR UPDATE",
      [orderId],
    );
  }
}

const overRemainder = (leftCents: number) =>
  serviceError('REFUND_OVER_REMAINDER', `That is more than is left to refund on this order (${formatCents(leftCents)})`);
