import { assertCents, type Cents } from './money';

/** The plans a subscription is sold in (docs/product/shopper.md §4). */
export const SUBSCRIPTION_PLAN_MONTHS = [1, 3, 6, 12] as const;
export type SubscriptionMonths = (typeof SUBSCRIPTION_PLAN_MONTHS)[number];

/** A subscription's prices, in cents (docs/product/shopper.md §3 "Subscription"); each plan price is per month. */
export interface SubscriptionPrices {
  basePrice: Cents;
  price1Month?: Cents | null;
  price3Month?: Cents | null;
  price6Month?: Cents | null;
  price12Month?: Cents | null;
  isEarlyBirdEnabled: boolean;
  earlyBirdPrice?: Cents | null;
}

export interface SubscriptionPlan extends SubscriptionPrices {
  months: SubscriptionMonths;
}

const PLAN_PRICE_KEY = { 1: 'price1Month', 3: 'price3Month', 6: 'price6Month', 12: 'price12Month' } as const;

/** A price that is set: null, undefined and 0 (an empty admin field) are missing. */
function setPrice(value: Cents | null | undefined, name: string): Cents | null {
  if (value === null || value === undefined) return null;
  assertCents(value, name);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
  return value === 0 ? null : value;
}

/** The monthly price of a plan: the enabled early-bird price, else the plan's price for that many months, else basePrice. */
export function subscriptionMonthlyCents(prices: SubscriptionPrices, months: SubscriptionMonths): Cents {
  if (!(SUBSCRIPTION_PLAN_MONTHS as readonly number[]).includes(months)) {
    throw new RangeError(`A subscription plan is 1, 3, 6 or 12 months, got ${months}`);
  }
  const earlyBird = prices.isEarlyBirdEnabled ? setPrice(prices.earlyBirdPrice, 'earlyBirdPrice') : null;
  if (earlyBird !== null) return earlyBird;
  const key = PLAN_PRICE_KEY[months];
  const planPrice = setPrice(prices[key], key);
  if (planPrice !== null) return planPrice;
  assertCents(prices.basePrice, 'basePrice');
  if (prices.basePrice < 0) throw new RangeError(`basePrice must not be negative, got ${prices.basePrice}`);
  return prices.basePrice;
}

/** A subscription line's unit price (docs/rules.md §3): months × the monthly price. */
export function subscriptionLineCents(plan: SubscriptionPlan): Cents {
  return plan.months * subscriptionMonthlyCents(plan, plan.months);
}
