import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventEnvelope, StockLowEvent } from '@shop/contracts';
import { consumeOnce, Mailer, ownerEmailOf, SHOP_CONFIG, ShopConfig } from '@shop/platform';

/** The owner's e-mail when an item runs low: one per crossing of its threshold, however often the event arrives. */
@Injectable()
export class StockAlertsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
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
}
