/** The admin forms' date-and-time fields (`<input type="datetime-local">`), read and written in the browser's time zone. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value ("2025-11-28T09:00") in the browser's time zone. */
export function toLocalInput(moment: Date | string): string {
  const d = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value, read in the browser's time zone, as the API's ISO instant; null when blank or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
