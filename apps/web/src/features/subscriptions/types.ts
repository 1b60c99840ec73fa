import type { SubscriptionDuration } from '@shop/contracts';

/** The plan labelled "Best Value". */
export const BEST_VALUE_MONTHS: SubscriptionDuration = 12;
