/** The paint counts a name may state (docs/product/engagement.md §2 "Paint count may be read from a product name"). */
export const PAINT_COUNT_MIN = 6;
export const PAINT_COUNT_MAX = 200;

/**
 * The first whole number from 6 to 200 in a product name ("Set of 24 Colors"
 * → 24), or null. Decimals ("3.5 ml") are not whole numbers and are skipped,
 * as are numbers outside the range ("2 Brushes + 12 Colors" → 12).
 */
export function paintCountFromName(name: string | null | undefined): number | null {
  if (!name) return null;
  for (const match of name.matchAll(/\d+(?:\.\d+)?/g)) {
    if (!/^\d+$/.test(match[0])) continue;
    const value = Number(match[0]);
    if (value >= PAINT_COUNT_MIN && value <= PAINT_COUNT_MAX) return value;
  }
  return null;
}
