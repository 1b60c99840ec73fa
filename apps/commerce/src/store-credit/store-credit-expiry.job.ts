import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { UnitOfWork, withAdvisoryLock } from '@shop/platform';
import { expireDueGrants } from './store-credit-ledger';

const EVERY_MINUTE = 60_000;
/** The advisory lock's name: one instance expires grants at a time (the UPDATE is safe without it; it saves the others the work). */
export const STORE_CREDIT_EXPIRY_LOCK = 'commerce:expire-store-credit';

/** Marks store credit past its expiry (imported paint credit, 30 days) expired, every minute, once across instances. */
@Injectable()
export class StoreCreditExpiryJob {
  private readonly logger = new Logger('StoreCreditExpiry');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** How many grants expired; 0 when another instance held the lock this time. */
  @Interval(EVERY_MINUTE)
  async run(): Promise<number> {
    const expired = await withAdvisoryLock(this.dataSource, STORE_CREDIT_EXPIRY_LOCK, () =>
      this.unitOfWork.run((manager) => expireDueGrants(manager)),
    ).catch((err) => {
      this.logger.warn(`store-credit expiry pass failed: ${(err as Error).message}`);
      return 0;
    });
    if (expired) this.logger.log(`expired ${expired} store-credit grant(s)`);
    return expired ?? 0;
  }
}
