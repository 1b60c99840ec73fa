const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A sale countdown (docs/product/engagement.md §2): days/hours/minutes while a day or more
 * is left, else hours/minutes/seconds. Null once the time has passed.
 */
export function formatCountdown(msLeft: number): string | null {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return null;
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.floor((msLeft % HOUR) / MINUTE);
  const seconds = Math.floor((msLeft % MINUTE) / SECOND);
  if (days >= 1) return `${days}d ${hours}h ${minutes}m`;
  return `${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
}

/** Milliseconds until an ISO instant; NaN for a missing or unreadable one. */
export function msUntil(iso: string | null | undefined, now: number): number {
  if (!iso) return Number.NaN;
  return Date.parse(iso) - now;
}
