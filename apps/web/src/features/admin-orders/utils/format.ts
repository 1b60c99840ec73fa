import { SHORT_ID_LENGTH } from '../constants';

/** The short id shown for an order: its first 8 characters. */
export const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH);

/** The day an order was placed, for the packing slip ("November 24, 2026"). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { dateStyle: 'long' });
}
