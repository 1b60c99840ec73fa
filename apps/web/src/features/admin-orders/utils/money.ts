import { toCents, toDollars } from '@shop/pricing';

/** A money field's text as dollars, or null when it is not a number (blank counts as `blank`). */
export function parseMoney(text: string, blank: number | null = null): number | null {
  const trimmed = text.trim();
  if (!trimmed) return blank;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A total split equally over `count` lines, in cents, so the lines add up to
 * the total exactly: the first lines carry the leftover cents.
 */
export function splitEvenly(total: number, count: number): number[] {
  const cents = toCents(total);
  const base = Math.floor(cents / count);
  const left = cents - base * count;
  return Array.from({ length: count }, (_, index) => toDollars(base + (index < left ? 1 : 0)));
}
