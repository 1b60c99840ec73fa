import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope, StockBackEvent, StockLowEvent } from '@shop/contracts';
import { Bus, BUS, consumeOnce, Mailer, ownerEmailOf, queryRows, SHOP_CONFIG, ShopConfig } from '@shop/platform';
import { stockItemNames } from './stock-item-names';
import type { StockBackRequestRow } from './stock-rows';

/**
 * Stock's e-mails (docs/rules.md §7): the owner's when an item runs low, one per crossing of its threshold; and each
 * waiting shopper's when a sold-out item is back, one per request. However often an event arrives, each is sent once.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    @Inject(BUS) private readonly bus: Bus,
    private readonly mailer: Mailer,
  ) {}

  onLow(event: EventEnvelope<StockLowEvent>): Promise<boolean> {
    const low = event.payload;
    return consumeOnce(this.dataSource, 'commerce:low-stock-email', event, async () => {
      await this.mailer.send({
        to: ownerEmailOf(this.config),
        subject: `Low stock: ${low.name} (${low.level} left)`,
        text:
          `${low.name} is down to ${low.level} (its low-stock threshold is ${low.threshold}).\n\n` +
          'Restock it from the Low stock panel of the dashboard, or from the product’s Stock section.',
      });
    });
  }

  /** Every shopper waiting for this item is told once: her request is marked in the transaction that sends her mail. */
  async onBack(event: EventEnvelope<StockBackEvent>): Promise<boolean> {
    const back = event.payload;
    const names = await stockItemNames(this.bus, [{ product_id: back.productId, item: back.item }]);
    const name = names.get(`${back.productId}/${back.item}`) ?? 'An item you asked about';
    return consumeOnce(this.dataSource, 'commerce:back-in-stock-emails', event, async (manager) => {
      const waiting = await queryRows<Pick<StockBackRequestRow, 'email'>>(
        manager,
        'UPDATE stock_back_requests SET notified_at = now() WHERE product_id = $1 AND item = $2 AND notified_at IS NULL RETURNING email',
        [back.productId, back.item],
      );
      for (const { email } of waiting) {
        await this.mailer.send({
          to: email,
          subject: `Back in stock: ${name}`,
          text: `Good news: ${name} is back in stock.\n\nHandmade paints go quickly, so add it to your cart soon. Thank you for waiting!`,
        });
      }
    });
  }
}
