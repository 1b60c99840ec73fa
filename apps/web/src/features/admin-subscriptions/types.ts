/** The plans a subscription is sold in (shopper-core.md §4). */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

/** Images shown in a list row before '+N' (admin.md §9). */
export const LIST_IMAGE_PREVIEWS = 3;
/** Images one plan may hold (the server refuses more). */
export const MAX_SUBSCRIPTION_IMAGES = 10;
export const MAX_CREATE_IMAGES = 5;

/** A subscription plan as GET /api/admin/subscriptions answers it (the server's type); money in dollars, plan prices per month. */
export type { SubscriptionView as AdminSubscription } from '@shop/contracts';

/** The edit form's values, as typed. */
export type SubscriptionFormValues = {
  title: string;
  description: string;
  basePrice: string;
  price1Month: string;
  price3Month: string;
  price6Month: string;
  price12Month: string;
  isEarlyBirdEnabled: boolean;
  earlyBirdPrice: string;
  has12MonthBonus: boolean;
  twelveMonthBonusText: string;
  hasFreeLessons: boolean;
  freeLessonsWeeks: string;
  freeLessonsText: string;
  /** One per line. */
  characteristics: string;
};
