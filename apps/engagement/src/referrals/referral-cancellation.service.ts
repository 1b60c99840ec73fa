import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { CommissionReversedEvent, EventEnvelope, OrderCancelledEvent, ReferralEvents } from '@shop/contracts';
import { addToOutbox, consumeOnce, OutboxRelay, queryRows } from '@shop/platform';
import { cents, lockReferralOrder, MONTH_OF } from './referral-rows';

interface CancelledTransaction {
  id: string;
  link_id: string | null;
  referrer_email: string;
  order_created_at: Date;
  order_amount_cents: string | number;
  commission_cents: string | number;
}

/**
 * A referred order cancelled after payment (docs/rules.md §8), once per order.cancelled: its referral transaction is
 * cancelled and taken out of the referrer's monthly sales and the link's counters, and when it had earned a commission,
 * referral.commission-reversed asks commerce to revoke the store credit. When the order's attribution has not run yet,
 * the order is remembered so it never will. (A pending order was never attributed: nothing to do.)
 */
@Injectable()
export class ReferralCancellationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  async onOrderCancelled(event: EventEnvelope<OrderCancelledEvent>): Promise<boolean> {
    const order = event.payload;
    const consumed = await consumeOnce(this.dataSource, 'engagement:referral-cancellation', event, async (manager) => {
      if (order.from === 'paid') await this.cancel(manager, order.orderId);
    });
    this.relay.kick();
    return consumed;
  }

  private async cancel(manager: EntityManager, orderId: string): Promise<void> {
    await lockReferralOrder(manager, orderId);
    await manager.query('INSERT INTO referral_cancelled_orders (order_id) VALUES ($1) ON CONFLICT DO NOTHING', [orderId]);
    const [transaction] = await queryRows<CancelledTransaction>(
      manager,
      `UPDATE referral_transactions SET cancelled_at = now() WHERE order_id = $1 AND cancelled_at IS NULL
       RETURNING id, link_id, referrer_email, order_created_at, order_amount_cents, commission_cents`,
      [orderId],
    );
    if (!transaction) return;
    const sales = cents(transaction.order_amount_cents);
    const commission = cents(transaction.commission_cents);
    await manager.query(
      `UPDATE referral_monthly_sales SET sales_cents = sales_cents - $3, orders = orders - 1, commission_cents = commission_cents - $4
       WHERE referrer_email = $1 AND month = ${MONTH_OF('$2')}`,
      [transaction.referrer_email, transaction.order_created_at, sales, commission],
    );
    if (transaction.link_id) {
      await manager.query(
        'UPDATE referral_links SET conversion_count = conversion_count - 1, total_sales_cents = total_sales_cents - $2 WHERE id = $1',
        [transaction.link_id, sales],
      );
    }
    if (commission > 0) {
      const reversed: CommissionReversedEvent = {
        referralTransactionId: transaction.id,
        referrerEmail: transaction.referrer_email,
        orderId,
        commissionCents: commission,
      };
      await addToOutbox(manager, ReferralEvents.commissionReversed, reversed);
    }
  }
}
