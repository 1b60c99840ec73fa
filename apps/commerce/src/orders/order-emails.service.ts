import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventEnvelope, OrderCancelledEvent } from '@shop/contracts';
import { consumeOnce, Mailer, MailMessage, queryRows } from '@shop/platform';
import { formatCents } from '@shop/pricing';
import { StoreCreditUseRow } from '../store-credit/store-credit-use-row';

interface OrderShipped {
  orderId: string;
  orderNumber: number;
  email: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/**
 * The e-mails that follow an order's moves: each once per order however often its event arrives (the consumer records
 * the event id, and the mail is sent inside that transaction).
 */
@Injectable()
export class OrderEmailsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
  ) {}

  onOrderShipped(event: EventEnvelope<OrderShipped>): Promise<boolean> {
    return this.mailOnce('commerce:shipping-confirmation', event, async () => {
      const order = event.payload;
      const track = order.trackingUrl ? `\nTrack it here: ${order.trackingUrl}` : '';
      return {
        to: order.email,
        subject: `Your order #${order.orderNumber} has shipped`,
        text: `Good news: your order #${order.orderNumber} is on its way.\n\nCarrier: ${order.carrier}\nTracking number: ${order.trackingNumber}${track}\n\nThank you for shopping with us!`,
      };
    });
  }

  /**
   * Quotes the admin's reason and says what comes back: the store credit it used, and for a paid order the refund.
   * An order is cancelled at most once, so the mail is recorded under the order's id: once per order, whatever id the
   * event arrives under.
   */
  onOrderCancelled(event: EventEnvelope<OrderCancelledEvent>): Promise<boolean> {
    const order = event.payload;
    return this.mailOnce('commerce:cancellation-email', { ...event, id: order.orderId }, async (manager) => {
      const [credit] = await queryRows<Pick<StoreCreditUseRow, 'cents'>>(
        manager,
        'SELECT coalesce(sum(cents), 0)::int AS cents FROM store_credit_uses WHERE order_id = $1 AND returned_at IS NOT NULL',
        [order.orderId],
      );
      const comesBack = [
        credit.cents > 0 ? `The ${formatCents(credit.cents)} of store credit it used is back in your account.` : '',
        order.from === 'paid' ? `Your payment of ${formatCents(order.totalCents)} will be refunded by the shop.` : '',
      ]
        .filter(Boolean)
        .join('\n');
      return {
        to: order.email,
        subject: `Your order #${order.orderNumber} has been cancelled`,
        text: `We are sorry: your order #${order.orderNumber} has been cancelled.\n\nReason: ${order.reason}\n\n${comesBack ? `${comesBack}\n\n` : ''}If you have any questions, just reply to this e-mail.`,
      };
    });
  }

  private mailOnce(consumer: string, event: EventEnvelope, compose: (manager: EntityManager) => Promise<MailMessage>): Promise<boolean> {
    return consumeOnce(this.dataSource, consumer, event, async (manager) => {
      await this.mailer.send(await compose(manager));
    });
  }
}
