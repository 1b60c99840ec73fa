import { Inject, Injectable } from '@nestjs/common';
import { CatalogEvents, SaleTimerBroadcasts } from '@shop/contracts';
import { Bus, BUS } from '@shop/platform';
import { ClearAfterWrite, ReadCache } from '../common/http/read-cache';

/**
 * Public catalogue reads. Any catalogue or sale-timer write on any instance
 * (through the bus broadcast) clears it too. Entries that depend on the clock
 * (prices under timers) carry a short time to live.
 */
@Injectable()
export class CatalogReadCache extends ReadCache {
  constructor(@Inject(BUS) bus: Bus) {
    super();
    bus.onBroadcast(CatalogEvents.changed, () => this.clear());
    bus.onBroadcast(SaleTimerBroadcasts.changed, () => this.clear()); // timers move prices
  }
}

/** On catalogue write routes. */
export const ClearCatalogCache = ClearAfterWrite(CatalogReadCache);
