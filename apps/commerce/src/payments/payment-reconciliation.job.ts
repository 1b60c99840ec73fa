import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { withAdvisoryLock } from '@shop/platform';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsService } from './payments.service';

const EVERY_MINUTE = 60_000;
/** A payment opened this long ago and not settled is asked about: long enough for the shopper to be paying still. */
export const RECONCILE_AFTER_MINUTES = 5;

/**
 * Reconciliation, once across instances (an advisory lock, as the order expiry): payments whose notice was missed are
 * asked about again, and refunds the provider could not take yet are sent again.
 */
@Injectable()
export class PaymentReconciliationJob {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
  ) {}

  @Interval(EVERY_MINUTE)
  async run(olderThanMinutes = RECONCILE_AFTER_MINUTES): Promise<number> {
    const settled = await withAdvisoryLock(this.dataSource, 'commerce:reconcile-payments', async () => {
      await this.refunds.sendWaiting();
      return this.payments.reconcile(olderThanMinutes);
    }).catch((err) => {
      this.logger.warn(`reconciliation pass failed: ${(err as Error).message}`);
      return 0;
    });
    if (settled) this.logger.log(`settled ${settled} payment(s) whose notice was missed`);
    return settled ?? 0;
  }
}
