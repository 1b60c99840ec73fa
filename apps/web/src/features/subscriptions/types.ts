/** The plans a subscription is sold in (shopper-core.md §4). */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

/** The plan labelled "Best Value". */
export const BEST_VALUE_MONTHS: PlanMonths = 12;

/** A subscription plan as GET /api/subscriptions answers it (the server's type); money in dollars. */
export type { SubscriptionView as Subscription } from '@shop/contracts';
