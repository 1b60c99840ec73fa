/** The plans a subscription is sold in (shopper-core.md §4). */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

/** The plan labelled "Best Value". */
export const BEST_VALUE_MONTHS: PlanMonths = 12;

/** A subscription plan as GET /api/subscriptions answers it; money in dollars. */
export type Subscription = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  images: string[];
  characteristics: string[];
  reviews: string[];
  basePrice: number;
  price1Month: number | null;
  price3Month: number | null;
  price6Month: number | null;
  price12Month: number | null;
  isEarlyBirdEnabled: boolean;
  earlyBirdPrice: number | null;
  has12MonthBonus: boolean;
  twelveMonthBonusText: string;
  hasFreeLessons: boolean;
  freeLessonsWeeks: number | null;
  freeLessonsText: string;
  isActive: boolean;
  createdAt: string;
  /** What a cart line of each plan costs: months × the monthly price (worked out by the server). */
  planPrices: Record<PlanMonths, number>;
};
