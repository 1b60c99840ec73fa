const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Orange at 6 hours left or less, red and pulsing at 1 hour or less (docs/product/engagement.md §4). */
export const DEAL_WARN_AT_MS = 6 * HOUR;
export const DEAL_URGENT_AT_MS = HOUR;

export type CountdownTone = 'green' | 'orange' | 'red' | 'expired';

const pad = (n: number) => String(n).padStart(2, '0');

function parts(msLeft: number) {
  return {
    days: Math.floor(msLeft / DAY),
    totalHours: Math.floor(msLeft / HOUR),
    hours: Math.floor((msLeft % DAY) / HOUR),
    minutes: Math.floor((msLeft % HOUR) / MINUTE),
    seconds: Math.floor((msLeft % MINUTE) / SECOND),
  };
}

const isOver = (msLeft: number) => !Number.isFinite(msLeft) || msLeft < SECOND;

/** The card's countdown: `HH:MM:SS` (hours counted past a day), or `EXPIRED` (docs/product/engagement.md §2). */
export function formatCardCountdown(msLeft: number): string {
  if (isOver(msLeft)) return 'EXPIRED';
  const { totalHours, minutes, seconds } = parts(msLeft);
  return `${pad(totalHours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The dialog's countdown in the four forms of docs/product/engagement.md §4 — days/hours/minutes,
 * hours/minutes/seconds, minutes/seconds, seconds — or `EXPIRED`.
 */
export function formatLongCountdown(msLeft: number): string {
  if (isOver(msLeft)) return 'EXPIRED';
  const { days, hours, minutes, seconds } = parts(msLeft);
  if (days >= 1) return `${days}d ${hours}h ${minutes}m`;
  if (hours >= 1) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes >= 1) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

export function countdownTone(msLeft: number): CountdownTone {
  if (isOver(msLeft)) return 'expired';
  if (msLeft <= DEAL_URGENT_AT_MS) return 'red';
  if (msLeft <= DEAL_WARN_AT_MS) return 'orange';
  return 'green';
}
