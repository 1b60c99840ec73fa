import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { IdempotentRequests } from './idempotent-requests';

const EVERY_HOUR = 3_600_000;

/** Drops Idempotency-Keys older than 24 hours; a plain DELETE, so every instance may run it. */
@Injectable()
export class IdempotentRequestsPruneJob {
  private readonly logger = new Logger('IdempotentRequestsPrune');

  constructor(private readonly requests: IdempotentRequests) {}

  @Interval(EVERY_HOUR)
  async run(): Promise<number> {
    return this.requests.prune().catch((err: unknown) => {
      this.logger.warn(`pruning old idempotency keys failed: ${(err as Error).message}`);
      return 0;
    });
  }
}
