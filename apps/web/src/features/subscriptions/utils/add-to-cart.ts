import type { SubscriptionDuration, SubscriptionView } from '@shop/contracts';
import { addToCart, type NewCartItem } from '@/lib/cart-store';
import { planLineName } from './plan';

/**
 * The cart line a plan adds (docs/product/shopper.md §3, §7): id
 * `subscription-{id}-{months}`, the plan's line price (for display only: the
 * server prices every line again), type 'subscription' and the months.
 */
export function subscriptionCartLine(
  subscription: SubscriptionView,
  months: SubscriptionDuration,
): NewCartItem & { type: 'subscription'; duration: SubscriptionDuration } {
  return {
    id: `subscription-${subscription.id}-${months}`,
    name: planLineName(subscription.title, months),
    price: subscription.planPrices[months],
    type: 'subscription',
    duration: months,
    image: subscription.imageUrl,
  };
}

/** Adds one unit to the browser cart (localStorage `cart`): the quantity goes up when the line is already there. */
export function addSubscriptionToCart(line: NewCartItem): void {
  addToCart(line);
}
