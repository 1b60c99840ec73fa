import { DailyDealView } from '@shop/contracts';
import { DealRow, toDealView } from './daily-deal-row';

/**
 * How long a loaded list is trusted with no write seen. It bounds what this process cannot see: another commerce
 * instance's writes, and a read that loaded between a checkout's reservation and its commit (the web reads the list
 * every 30 s anyway).
 */
export const PUBLIC_DEALS_TTL_MS = 1_000;

let writes = 0;

/** Every write to daily_deals in this process calls this: the next public read loads the rows again. */
export function dealsWritten(): void {
  writes++;
}

interface CachedDeal {
  view: DailyDealView;
  startMs: number;
  endMs: number;
}

/**
 * GET /api/daily-deals from memory (docs/rules.md §7 keeps the stock itself in Postgres): the rows that can be
 * listed — active, not ended when loaded, ending soonest first — are kept until a write in this process or the TTL,
 * and filtered by the clock at each read, so a deal appears at its start and leaves at its end to the second.
 */
export class PublicDealsCache {
  private entry: { deals: CachedDeal[]; writes: number; expiresAt: number } | null = null;

  constructor(private readonly ttlMs = PUBLIC_DEALS_TTL_MS) {}

  async read(load: () => Promise<DealRow[]>, now = new Date()): Promise<DailyDealView[]> {
    let entry = this.entry;
    if (!entry || entry.writes !== writes || entry.expiresAt <= now.getTime()) {
      // Stamped with the writes seen before the load: one that lands during it makes the next read load again.
      const seen = writes;
      const rows = await load();
      entry = {
        // A listed deal has not ended, so its view (isExpired false) holds for as long as it is listed.
        deals: rows.map((row) => ({
          view: toDealView(row, now),
          startMs: new Date(row.start_date).getTime(),
          endMs: new Date(row.end_date).getTime(),
        })),
        writes: seen,
        expiresAt: now.getTime() + this.ttlMs,
      };
      this.entry = entry;
    }
    const at = now.getTime();
    return entry.deals.filter((d) => d.startMs <= at && d.endMs > at).map((d) => d.view);
  }
}
