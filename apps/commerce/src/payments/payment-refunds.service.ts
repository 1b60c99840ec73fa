import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentEvents, PaymentProviderName, PaymentRefundedEvent, RefundRequestedEvent } from '@shop/contracts';
import { addToOutbox, queryRows, UnitOfWork } from '@shop/platform';
import { ProviderNotice, ProviderRefund, ProviderRefusedError } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { PaymentRefundRow, ProviderPaymentRow } from './provider-payment-row';

export interface RefundToRequest {
  providerPaymentId: string;
  amountCents: number;
  reason: string;
  /** Who asked: an admin's e-mail, or 'shop' for refunds the shop makes itself. */
  requestedBy: string;
  idempotencyKey: string;
}

type ProviderRefundNotice = Extract<ProviderNotice, { kind: 'refund' }>;

/**
 * Money out (docs/rules.md §6): a refund is written down in the transaction that decides it, with what it takes off the
 * payment counted at once (the table's CHECK keeps refunds within what was captured, so two racing for the last dollar
 * cannot both be written), and `payment.refund-requested` in the outbox. Sending it to the provider happens after
 * commit, under the refund's idempotency key, so a retry never refunds twice; reconciliation sends what is still waiting.
 */
@Injectable()
export class PaymentRefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly providers: PaymentProviders,
  ) {}

  /** Writes a refund down (once per idempotency key); answers its id, or null when nothing was left to give back. */
  async request(manager: EntityManager, refund: RefundToRequest): Promise<string | null> {
    if (refund.amountCents <= 0) return null;
    const [taken] = await queryRows<Pick<ProviderPaymentRow, 'id'>>(
      manager,
      'UPDATE provider_payments SET refunded_cents = refunded_cents + $2 WHERE id = $1 AND refunded_cents + $2 <= amount_cents RETURNING id',
      [refund.providerPaymentId, refund.amountCents],
    );
    if (!taken) return null;
    const [row] = await queryRows<Pick<PaymentRefundRow, 'id'>>(
      manager,
      `INSERT INTO payment_refunds (provider_payment_id, amount_cents, idempotency_key, reason, requested_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [refund.providerPaymentId, refund.amountCents, refund.idempotencyKey, refund.reason, refund.requestedBy],
    );
    await addToOutbox(manager, PaymentEvents.refundRequested, { refundId: row.id } satisfies RefundRequestedEvent);
    return row.id;
  }

  /**
   * An order that ended (expired, or cancelled) gives back what its payments captured and still hold, through the
   * provider that took each: a cancelled paid order in full, an expired order's payment that did not match its total.
   */
  async refundCaptured(manager: EntityManager, orderId: string, reason: string): Promise<void> {
    const captured = await queryRows<Pick<ProviderPaymentRow, 'id' | 'amount_cents' | 'refunded_cents'>>(
      manager,
      "SELECT id, amount_cents, refunded_cents FROM provider_payments WHERE order_id = $1 AND state = 'captured' FOR UPDATE",
      [orderId],
    );
    for (const payment of captured) {
      await this.request(manager, {
        providerPaymentId: payment.id,
        amountCents: (payment.amount_cents ?? 0) - payment.refunded_cents,
        reason,
        requestedBy: 'shop',
        idempotencyKey: `order-ended:${payment.id}`,
      });
    }
  }

  /**
   * Sends a written-down refund to its provider. Safe to repeat and to run on two instances at once: the provider sees
   * the same idempotency key, and only a refund still `requested` is updated. A provider that is down leaves it
   * `requested` for the next try; one that refuses it marks it failed and gives the amount back to the payment.
   */
  async send(refundId: string): Promise<'sent' | 'waiting'> {
    const [refund] = await queryRows<PaymentRefundRow & Pick<ProviderPaymentRow, 'provider' | 'payment_id' | 'currency'>>(
      this.dataSource,
      `SELECT r.*, p.provider, p.payment_id, p.currency FROM payment_refunds r JOIN provider_payments p ON p.id = r.provider_payment_id
       WHERE r.id = $1 AND r.state = 'requested'`,
      [refundId],
    );
    if (!refund) return 'sent';
    let outcome: { refundId: string | null; state: ProviderRefund['state'] };
    try {
      outcome = await this.providers.get(refund.provider).refund({
        paymentId: refund.payment_id!,
        amountCents: refund.amount_cents,
        currency: refund.currency ?? 'USD',
        idempotencyKey: refund.idempotency_key,
        reason: refund.reason,
      });
    } catch (err) {
      if (!(err instanceof ProviderRefusedError)) {
        this.logger.warn(`refund ${refund.id} through ${refund.provider} not sent yet: ${(err as Error).message}`);
        return 'waiting';
      }
      this.logger.error(`refund ${refund.id} refused by ${refund.provider}: ${err.message}`);
      outcome = { refundId: null, state: 'failed' as const };
    }
    await this.unitOfWork.run(async (manager) => {
      const [updated] = await queryRows<Pick<PaymentRefundRow, 'id'>>(
        manager,
        `UPDATE payment_refunds SET state = $2, provider_refund_id = $3, settled_at = now() WHERE id = $1 AND state = 'requested' RETURNING id`,
        [refund.id, outcome.state, outcome.refundId],
      );
      if (updated && outcome.state === 'failed') {
        await manager.query('UPDATE provider_payments SET refunded_cents = refunded_cents - $2 WHERE id = $1', [
          refund.provider_payment_id,
          refund.amount_cents,
        ]);
      }
      if (updated && outcome.state === 'completed') await announceRefund(manager, refund.id);
    });
    return 'sent';
  }

  /** Refunds written down more than a minute ago and still not sent (the provider was down): sent again. */
  async sendWaiting(limit = 50): Promise<number> {
    const waiting = await queryRows<Pick<PaymentRefundRow, 'id'>>(
      this.dataSource,
      "SELECT id FROM payment_refunds WHERE state = 'requested' AND created_at < now() - interval '1 minute' ORDER BY created_at LIMIT $1",
      [limit],
    );
    for (const refund of waiting) await this.send(refund.id);
    return waiting.length;
  }

  /**
   * The provider says money went back. Each refund it names is known by its provider id (one this shop sent), or still
   * on its way (the same amount waiting on the same payment), or else it was made at the provider's own dashboard and
   * is recorded, once.
   */
  async recordProviderRefunds(provider: PaymentProviderName, notice: ProviderRefundNotice): Promise<void> {
    await this.unitOfWork.run(async (manager) => {
      const [payment] = await queryRows<Pick<ProviderPaymentRow, 'id'>>(
        manager,
        'SELECT id FROM provider_payments WHERE provider = $1 AND payment_id = $2 FOR UPDATE',
        [provider, notice.paymentId],
      );
      if (!payment) return;
      for (const refund of notice.refunds) await this.recordIfNew(manager, provider, payment.id, refund);
    });
  }

  private async recordIfNew(
    manager: EntityManager,
    provider: PaymentProviderName,
    paymentId: string,
    refund: ProviderRefundNotice['refunds'][number],
  ) {
    const [known] = await queryRows<Pick<PaymentRefundRow, 'id'>>(
      manager,
      `SELECT id FROM payment_refunds WHERE provider_refund_id = $2
          OR (provider_payment_id = $1 AND provider_refund_id IS NULL AND state = 'requested' AND amount_cents = $3)`,
      [paymentId, refund.refundId, refund.amountCents],
    );
    if (known) return;
    await manager.query(
      `INSERT INTO payment_refunds (provider_payment_id, amount_cents, idempotency_key, provider_refund_id, state, reason, requested_by, settled_at)
       VALUES ($1, $2, $3, $4, 'completed', 'Refunded at the provider', $5, now())`,
      [paymentId, refund.amountCents, `${provider}:${refund.refundId}`, refund.refundId, provider],
    );
    await manager.query('UPDATE provider_payments SET refunded_cents = LEAST(amount_cents, refunded_cents + $2) WHERE id = $1', [
      paymentId,
      refund.amountCents,
    ]);
    const [recorded] = await queryRows<Pick<PaymentRefundRow, 'id'>>(manager, 'SELECT id FROM payment_refunds WHERE provider_refund_id = $1', [
      refund.refundId,
    ]);
    await announceRefund(manager, recorded.id);
  }
}

/** payment.refunded for a refund that completed, in the transaction that records it: the owner's figures drop once. */
async function announceRefund(manager: EntityManager, refundId: string): Promise<void> {
  const [refund] = await queryRows<
    Pick<PaymentRefundRow, 'id' | 'amount_cents' | 'settled_at'> & Pick<ProviderPaymentRow, 'order_id'> & { cancelled: boolean }
  >(
    manager,
    `SELECT r.id, r.amount_cents, r.settled_at, p.order_id, o.status NOT IN ('paid', 'processing', 'shipped', 'completed') AS cancelled
     FROM payment_refunds r JOIN provider_payments p ON p.id = r.provider_payment_id JOIN orders o ON o.id = p.order_id WHERE r.id = $1`,
    [refundId],
  );
  await addToOutbox(manager, PaymentEvents.refunded, {
    refundId: refund.id,
    orderId: refund.order_id,
    amountCents: refund.amount_cents,
    orderCancelled: refund.cancelled,
    refundedAt: new Date(refund.settled_at ?? Date.now()).toISOString(),
  } satisfies PaymentRefundedEvent);
}
