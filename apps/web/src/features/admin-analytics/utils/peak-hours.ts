import { PEAK_HOURS_SHOWN } from '@shop/contracts';

type HourCount = { hour: number; count: number };

/** The busiest hours with any activity, busiest first (earlier hour first on a tie), at most the panel's 10. */
export function peakHours(distribution: HourCount[], shown: number = PEAK_HOURS_SHOWN): HourCount[] {
  return distribution
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.hour - b.hour)
    .slice(0, shown);
}
