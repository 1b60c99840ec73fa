import type { ParachuteTimings } from '@shop/contracts';

/** What this browser remembers of one teaser (kept in localStorage, so it spans pages and visits). */
export type TeaserRecord = { lastDropAt: number | null; drops: number; lastVisitAt: number | null; lastClickAt: number | null };

export const EMPTY_RECORD: TeaserRecord = { lastDropAt: null, drops: 0, lastVisitAt: null, lastClickAt: null };

/**
 * May the teaser drop now (docs/product/engagement.md §9 "Parachutes")? Not before its first drop time after the
 * page loaded; then only if it never dropped or the repeat time has passed since the last drop (and, for the deals
 * teaser, since the shopper last went to the deals through it); never within the cooldown after a click.
 */
export function mayDrop(timings: ParachuteTimings, record: TeaserRecord, loadedAt: number, now: number, index = 0): boolean {
  if (now - loadedAt < timings.firstDropMs + timings.perIndexDelayMs * index) return false;
  if (record.lastClickAt !== null && now - record.lastClickAt < timings.clickCooldownMs) return false;
  if (record.lastDropAt !== null && now - record.lastDropAt < timings.repeatAfterMs) return false;
  if (timings.repeatAlsoAfterVisit && record.lastVisitAt !== null && now - record.lastVisitAt < timings.repeatAfterMs) return false;
  return true;
}

/** The record after a drop: after `resetAfterDrops` drops it starts over, as if the teaser had never dropped. */
export function afterDrop(timings: ParachuteTimings, record: TeaserRecord, now: number): TeaserRecord {
  const drops = record.drops + 1;
  if (timings.resetAfterDrops !== null && drops >= timings.resetAfterDrops) return { ...record, lastDropAt: null, drops: 0 };
  return { ...record, lastDropAt: now, drops };
}
