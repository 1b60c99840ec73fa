import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope, OrderLine } from '@shop/contracts';
import { consumeOnce, Mailer } from '@shop/platform';

interface OrderPaid {
  orderId: string;
  orderNumber: number;
  email: string;
  source: string;
  totalCents: number;
  items: OrderLine[];
}

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * What follows a paid checkout, once per order however often order.paid
 * arrives: the confirmation e-mail the success page promises, and the saved
 * cart it came from emptied (unless the shopper changed it after checking out).
 */
@Injectable()
export class OrderConfirmationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
  ) {}

  onOrderPaid(event: EventEnvelope<OrderPaid>): Promise<boolean> {
    const order = event.payload;
    return consumeOnce(this.dataSource, 'commerce:order-confirmation', event, async (manager) => {
      if (order.source !== 'checkout') return;
      // The cart the order came from (the account's, or the unverified session's own), unless it changed since; an
      // auction purchase came from no cart.
      await manager.query(
        `DELETE FROM carts c USING orders o
         WHERE o.id = $2 AND c.email = $1 AND c.session_id IS NOT DISTINCT FROM o.cart_session_id AND c.updated_at <= o.created_at
           AND NOT EXISTS (SELECT 1 FROM dutch_auction_purchases p WHERE p.order_id = o.id)`,
        [order.email, order.orderId],
      );
      const lines = order.items.map((i) => `  ${i.quantity} × ${i.name}  ${money(Math.round(i.price * 100) * i.quantity)}`);
      await this.mailer.send({
        to: order.email,
        subject: `Your order #${order.orderNumber} is confirmed`,
        text: `Thank you for your order!\n\nOrder #${order.orderNumber}\n${lines.join('\n')}\n\nTotal paid: ${money(order.totalCents)}\n\nWe will let you know when it ships.`,
      });
    });
  }
}
