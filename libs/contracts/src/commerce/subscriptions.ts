/**
 * Subscription plans (docs/product/shopper.md §2 "Subscription screen", §3; docs/product/back-office.md
 * "Subscriptions"): the boxes shoppers subscribe to for 1, 3, 6 or 12 months.
 * Money travels in dollars with at most two decimals (docs/rules.md §1).
 */
export const SubscriptionPatterns = {
  /** Active plans, oldest first (GET /api/subscriptions). */
  listActive: 'commerce.subscription.list-active',
  /** Every plan, oldest first (GET /api/admin/subscriptions). */
  listAll: 'commerce.subscription.list-all',
  get: 'commerce.subscription.get',
  create: 'commerce.subscription.create',
  update: 'commerce.subscription.update',
  setReviews: 'commerce.subscription.set-reviews',
  addImages: 'commerce.subscription.add-images',
  removeImage: 'commerce.subscription.remove-image',
  toggle: 'commerce.subscription.toggle',
  remove: 'commerce.subscription.remove',
} as const;

/** The embedded mode's demo: one realistic plan, only while there is none. */
export const SubscriptionDemoPatterns = {
  seed: 'commerce.demo.seed-subscriptions',
} as const;

/** The plans a subscription is sold in (docs/product/shopper.md §4). */
export const SUBSCRIPTION_PLAN_DURATIONS = [1, 3, 6, 12] as const;
export type SubscriptionDuration = (typeof SUBSCRIPTION_PLAN_DURATIONS)[number];

/**
 * A date some calendar months (UTC) after another: a paid subscription runs its plan's months from the day it was paid
 * and ships once a month from that day (docs/rules.md §6 "Subscription period").
 */
export function addSubscriptionMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** Images one subscription may hold; one upload adds one. */
export const MAX_SUBSCRIPTION_IMAGES = 10;
/** Images one create or edit form may send. */
export const MAX_SUBSCRIPTION_FORM_IMAGES = 5;

export const SUBSCRIPTION_LIMITS = {
  title: 200,
  description: 10_000,
  bonusText: 1_000,
  characteristic: 300,
  characteristics: 30,
  review: 2_000,
  reviews: 200,
  imageUrl: 500,
  /** Dollars. */
  maxPrice: 100_000,
  maxFreeLessonsWeeks: 52,
} as const;

/** The line price of each plan, in dollars: months × the monthly price (docs/rules.md §3). */
export interface SubscriptionPlanPrices {
  1: number;
  3: number;
  6: number;
  12: number;
}

/** A subscription plan as every caller sees it. Plan prices are per month; null when not set. */
export interface SubscriptionView {
  id: string;
  title: string;
  description: string;
  /** The first image, or null. */
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
  /** What a cart line of each plan costs (the price the add-to-cart button shows). */
  planPrices: SubscriptionPlanPrices;
}

export interface SubscriptionDeleted {
  id: string;
  deleted: true;
}

/** A whole number of cents in dollars: finite, 0 to the maximum, at most two decimals. */
export function isDollarAmount(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > SUBSCRIPTION_LIMITS.maxPrice) return false;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

// ---- bus payloads ----

export interface SubscriptionRef {
  id: string;
  /** Admins also reach inactive plans. */
  includeInactive?: boolean;
}
export interface SubscriptionReviewsUpdate {
  id: string;
  reviews: string[];
}
export interface SubscriptionImagesAdd {
  id: string;
  imageUrls: string[];
}
export interface SubscriptionImageRemoval {
  id: string;
  imageUrl: string;
}
export interface SubscriptionDemoSeedInput {
  /** Addresses of pictures already stored for the demo plan. */
  images?: string[];
}
export interface SubscriptionDemoSeedResult {
  /** 1 when the demo plan was added, 0 when the shop already had a plan. */
  subscriptions: number;
}
