import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD_KEY, SiteConfigEvents, SiteConfigPatterns } from '@shop/contracts';
import { Bus, BUS, busRequest } from '@shop/platform';

/** How long the shop-wide threshold is believed before the catalogue is asked again (a change also clears it at once). */
const FRESH_MS = 60_000;

/**
 * The shop-wide low-stock threshold, the site setting `low_stock_threshold` (docs/rules.md §7): asked of the catalogue
 * and kept for a minute, dropped as soon as the setting changes. Unreadable or unreachable: the default, so a checkout
 * never fails over an alert's threshold.
 */
@Injectable()
export class LowStockThreshold {
  private cached: { value: number; at: number } | null = null;

  constructor(@Inject(BUS) private readonly bus: Bus) {
    this.bus.onBroadcast(SiteConfigEvents.updated, (data) => {
      if ((data as { key?: string })?.key === LOW_STOCK_THRESHOLD_KEY) this.cached = null;
    });
  }

  async current(): Promise<number> {
    if (this.cached && Date.now() - this.cached.at < FRESH_MS) return this.cached.value;
    const entry = await busRequest(this.bus, SiteConfigPatterns.get, { key: LOW_STOCK_THRESHOLD_KEY }).catch(() => null);
    const read = Number(entry?.value);
    const value = Number.isInteger(read) && read >= 0 ? read : DEFAULT_LOW_STOCK_THRESHOLD;
    if (entry) this.cached = { value, at: Date.now() };
    return value;
  }
}
