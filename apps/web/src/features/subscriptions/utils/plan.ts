import type { SubscriptionDuration, SubscriptionView } from '@shop/contracts';
import { roundHalfUp, toCents, toDollars } from '@shop/pricing';

/** "1 Month", "3 Months". */
export function planLabel(months: SubscriptionDuration): string {
  return `${months} ${months === 1 ? 'Month' : 'Months'}`;
}

/** The cart line's name: "{title} ({months} month{s})" (docs/product/shopper.md §7). */
export function planLineName(title: string, months: SubscriptionDuration): string {
  return `${title} (${months} month${months === 1 ? '' : 's'})`;
}

/** The price of one month of a plan, in dollars (the line price is months × it, in whole cents). */
export function monthlyPrice(subscription: SubscriptionView, months: SubscriptionDuration): number {
  return toDollars(roundHalfUp(toCents(subscription.planPrices[months]) / months));
}
