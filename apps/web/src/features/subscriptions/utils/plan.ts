import type { PlanMonths, Subscription } from '../types';

/** "1 Month", "3 Months". */
export function planLabel(months: PlanMonths): string {
  return `${months} ${months === 1 ? 'Month' : 'Months'}`;
}

/** The cart line's name: "{title} ({months} month{s})" (shopper-core.md §7). */
export function planLineName(title: string, months: PlanMonths): string {
  return `${title} (${months} month${months === 1 ? '' : 's'})`;
}

/** The price of one month of a plan, in dollars (the line price is months × it, in whole cents). */
export function monthlyPrice(subscription: Subscription, months: PlanMonths): number {
  return Math.round((subscription.planPrices[months] * 100) / months) / 100;
}
