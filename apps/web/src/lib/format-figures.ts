const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts with thousands separators: 12,480. */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** A duration in seconds as the owner reads it: "45s", "3m 20s", "1h 05m". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** An hour of the day (0–23, UTC) as a label: "09:00". */
export function formatHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** YYYY-MM-DD as a short day label: "Mar 4" (read as UTC, the day the server counted in). */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A course type ("watercolor-beginner") as a title: "Watercolor Beginner". */
export function courseTitle(courseType: string): string {
  return courseType
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** A count with its noun, singular for one: "1 visit", "3 visits". */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
