const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** docs/product/back-office.md §2.11: minutes below 60, hours below 24, then days. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const minutes = Math.max(0, Math.floor((now - then) / MINUTE_MS));
  if (minutes < MINUTES_PER_HOUR) return plural(minutes, 'minute');
  return relativeHours(Math.floor(minutes / MINUTES_PER_HOUR));
}

/** Whole hours since, in the same words: hours below 24, then days. */
export function relativeHours(hours: number): string {
  if (hours < HOURS_PER_DAY) return plural(hours, 'hour');
  return plural(Math.floor(hours / HOURS_PER_DAY), 'day');
}
