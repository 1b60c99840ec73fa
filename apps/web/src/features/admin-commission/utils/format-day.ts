/** A setting's day ("Jun 10, 2025") in the browser's time zone; the text as given when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** A percentage as the screens show it: up to 2 decimals, no trailing zeros ("8.5%"). */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}
