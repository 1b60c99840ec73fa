import { Inject, Injectable } from '@nestjs/common';
import { DailyDealBroadcasts } from '@shop/contracts';
import { Bus, BUS } from '@shop/platform';
import { ClearAfterWrite, ReadCache } from '../common/http/read-cache';

/**
 * The public deals list, kept for at most DEALS_READ_TTL_MS (a checkout through
 * another gateway moves a deal's stock without telling this one). A deal write
 * or a checkout through this gateway clears it at once, and so do commerce's
 * jobs (order expiry, scheduled deals) through a broadcast.
 */
@Injectable()
export class DealsReadCache extends ReadCache {
  constructor(@Inject(BUS) bus: Bus) {
    super();
    bus.onBroadcast(DailyDealBroadcasts.changed, () => this.clear());
  }
}

export const DEALS_READ_TTL_MS = 1_000;

/** On deal write routes and checkout. */
export const ClearDealsCache = ClearAfterWrite(DealsReadCache);
