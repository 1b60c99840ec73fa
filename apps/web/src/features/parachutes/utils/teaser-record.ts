import { storage } from '@/lib/storage';
import { EMPTY_RECORD, type TeaserRecord } from './schedule';

const key = (teaserId: string) => `parachute:${teaserId}`;
const time = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function readTeaserRecord(teaserId: string): TeaserRecord {
  try {
    const raw = JSON.parse(storage.get(key(teaserId)) ?? 'null') as Partial<TeaserRecord> | null;
    if (!raw || typeof raw !== 'object') return EMPTY_RECORD;
    return {
      lastDropAt: time(raw.lastDropAt),
      drops: typeof raw.drops === 'number' && raw.drops >= 0 ? Math.floor(raw.drops) : 0,
      lastVisitAt: time(raw.lastVisitAt),
      lastClickAt: time(raw.lastClickAt),
    };
  } catch {
    return EMPTY_RECORD;
  }
}

export function writeTeaserRecord(teaserId: string, record: TeaserRecord): void {
  storage.set(key(teaserId), JSON.stringify(record));
}
