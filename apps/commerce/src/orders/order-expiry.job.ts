import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { DailyDealBroadcasts } from '@shop/contracts';
import { Bus, BUS, withAdvisoryLock } from '@shop/platform';
import { OrdersService } from './orders.service';

const EVERY_MINUTE = 60_000;

/** Expires pending orders past their time; an advisory lock makes it run once across instances. */
@Injectable()
export class OrderExpiryJob {
  private readonly logger = new Logger('OrderExpiry');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  @Interval(EVERY_MINUTE)
  async run(): Promise<number> {
    const expired = await withAdvisoryLock(this.dataSource, 'commerce:expire-pending-orders', () => this.orders.expirePending()).catch((err) => {
      this.logger.warn(`expiry pass failed: ${(err as Error).message}`);
      return 0;
    });
    if (expired) {
      this.logger.log(`expired ${expired} pending order(s)`);
      this.bus.broadcast(DailyDealBroadcasts.changed, {}); // their deal units are on offer again
    }
    return expired ?? 0;
  }
}
