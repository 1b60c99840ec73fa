import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { DailyDealBroadcasts, ProcessScheduledDealsAnswer } from '@shop/contracts';
import { Bus, BUS, withAdvisoryLock } from '@shop/platform';
import { DailyDealsService } from './daily-deals.service';

const EVERY_MINUTE = 60_000;
/** The advisory lock's name: one instance processes at a time (the UPDATEs are safe without it; it saves the others the work). */
export const DEAL_SCHEDULER_LOCK = 'commerce:process-scheduled-deals';

/** Does what POST /api/admin/daily-deals/process-scheduled does, every minute, once across instances. */
@Injectable()
export class DailyDealsSchedulerJob {
  private readonly logger = new Logger('DealScheduler');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly deals: DailyDealsService,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  /** undefined when another instance held the lock this time. */
  @Interval(EVERY_MINUTE)
  async run(): Promise<ProcessScheduledDealsAnswer | undefined> {
    const done = await withAdvisoryLock(this.dataSource, DEAL_SCHEDULER_LOCK, () => this.deals.processScheduled()).catch((err) => {
      this.logger.warn(`processing scheduled deals failed: ${(err as Error).message}`);
      return undefined;
    });
    if (done && (done.activated || done.expired)) {
      this.logger.log(`deals activated ${done.activated}, expired ${done.expired}`);
      this.bus.broadcast(DailyDealBroadcasts.changed, {});
    }
    return done;
  }
}
