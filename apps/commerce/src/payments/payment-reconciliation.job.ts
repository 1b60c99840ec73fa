import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { SHOP_CONFIG, ShopConfig, withAdvisoryLock } from '@shop/platform';
import { PaymentRefundsService } from './payment-refunds.service';
import { PaymentsService } from './payments.service';

const EVERY_MINUTE = 60_000;

/**
 * Reconciliation, once across instances (an advisory lock, as the order expiry): payments whose notice was missed are
 * asked about again, and refunds the provider could not take yet are sent again.
 */
@Injectable()
export class PaymentReconciliationJob {
  private readonly logger = new Logger('PaymentReconciliation');
  /** A pass asking a slow provider about many payments can outlast the minute: the next one then waits its turn. */
  private running = false;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    private readonly payments: PaymentsService,
    private readonly refunds: PaymentRefundsService,
  ) {}

  @Interval(EVERY_MINUTE)
  /** olderThanS: by default PAYMENT_RECONCILE_AFTER_S (5 minutes), long enough for a shopper still paying. */
  async run(olderThanS = this.config.paymentReconcileAfterS): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.pass(olderThanS);
    } finally {
      this.running = false;
    }
  }

  private async pass(olderThanS: number): Promise<number> {
    const settled = await withAdvisoryLock(this.dataSource, 'commerce:reconcile-payments', async () => {
      await this.refunds.sendWaiting();
      return this.payments.reconcile(olderThanS);
    }).catch((err) => {
      this.logger.warn(`reconciliation pass failed: ${(err as Error).message}`);
      return 0;
    });
    if (settled) this.logger.log(`settled ${settled} payment(s) whose notice was missed`);
    return settled ?? 0;
  }
}
