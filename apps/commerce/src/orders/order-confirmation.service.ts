import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EventEnvelope, OrderLine } from '@shop/contracts';
import { consumeOnce, Mailer, OutboxRelay, queryRows } from '@shop/platform';
import { formatCents } from '@shop/pricing';
import { publishCartUpdated } from '../carts/carts.service';
import { SavedCartRow } from '../carts/saved-cart-row';
import { toSavedLines, withoutBoughtLines } from '../carts/saved-lines';
import { CartPricerService } from '../pricing/cart-pricer.service';

interface OrderPaid {
  orderId: string;
  orderNumber: number;
  email: string;
  source: string;
  totalCents: number;
  items: OrderLine[];
}

/**
 * What follows a paid checkout, once per order however often order.paid
 * arrives: the confirmation e-mail the success page promises, and the saved
 * cart it came from emptied (unless the shopper changed it after checking out),
 * which the back office's live carts hear of through `cart.updated`.
 */
@Injectable()
export class OrderConfirmationService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly pricer: CartPricerService,
    private readonly relay: OutboxRelay,
  ) {}

  async onOrderPaid(event: EventEnvelope<OrderPaid>): Promise<boolean> {
    const order = event.payload;
    const handled = await consumeOnce(this.dataSource, 'commerce:order-confirmation', event, async (manager) => {
      if (order.source !== 'checkout') return;
      // The cart the order came from (the account's, or the unverified session's own), unless it changed since; an
      // auction purchase came from no cart.
      const [emptied] = await queryRows<Pick<SavedCartRow, 'session_id'>>(
        manager,
        `DELETE FROM carts c USING orders o
         WHERE o.id = $2 AND c.email = $1 AND c.session_id IS NOT DISTINCT FROM o.cart_session_id AND c.updated_at <= o.created_at
           AND NOT EXISTS (SELECT 1 FROM dutch_auction_purchases p WHERE p.order_id = o.id)
         RETURNING c.session_id`,
        [order.email, order.orderId],
      );
      if (emptied) await publishCartUpdated(manager, { email: order.email, sessionId: emptied.session_id }, []);
      else await this.takeBoughtLinesFromMergedCart(manager, order);
      const lines = order.items.map((i) => `  ${i.quantity} × ${i.name}  ${formatCents(Math.round(i.price * 100) * i.quantity)}`);
      await this.mailer.send({
        to: order.email,
        subject: `Your order #${order.orderNumber} is confirmed`,
        text: `Thank you for your order!\n\nOrder #${order.orderNumber}\n${lines.join('\n')}\n\nTotal paid: ${formatCents(order.totalCents)}\n\nWe will let you know when it ships.`,
      });
    });
    if (handled) this.relay.kick();
    return handled;
  }

  /**
   * An unverified session's order paid after the session was verified: its cart was merged into the account's
   * meanwhile (docs/rules.md §4), so what the order bought is taken out of the account's cart, the rest kept.
   */
  private async takeBoughtLinesFromMergedCart(manager: EntityManager, order: OrderPaid): Promise<void> {
    const [account] = await queryRows<Pick<SavedCartRow, 'id' | 'items'>>(
      manager,
      `SELECT c.id, c.items FROM carts c JOIN orders o ON o.id = $2
       WHERE c.email = $1 AND c.session_id IS NULL AND o.cart_session_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM carts s WHERE s.session_id = o.cart_session_id)
         AND NOT EXISTS (SELECT 1 FROM dutch_auction_purchases p WHERE p.order_id = o.id)
       FOR UPDATE OF c`,
      [order.email, order.orderId],
    );
    if (!account) return;
    const left = withoutBoughtLines(toSavedLines(account.items), order.items);
    await manager.query('UPDATE carts SET items = $2, updated_at = now() WHERE id = $1', [account.id, JSON.stringify(left)]);
    const rows = left.length ? (await this.pricer.priceSaved(manager, left)).rows : [];
    await publishCartUpdated(manager, { email: order.email, sessionId: null }, rows);
  }
}
