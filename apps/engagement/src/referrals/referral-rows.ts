import type { EntityManager } from 'typeorm';
import { BASIS_POINTS_PER_PERCENT, CommissionSettingView, ReferralLinkView, ReferralTier, ReferralTransactionView } from '@shop/contracts';
import { toDollars } from '@shop/pricing';

// The referral tables' rows and how each answers (money in cents and rates in basis points inside; dollars and
// percent outside, docs/rules.md §1).

export interface LinkRow {
  id: string;
  user_email: string;
  name: string;
  code: string;
  coupon_code: string | null;
  is_active: boolean;
  click_count: number;
  conversion_count: number;
  total_sales_cents: string | number;
  created_at: Date;
}

export interface TierRow {
  id: string;
  tier_level: number;
  tier_name: string;
  tier_emoji: string;
  tier_color: string;
  tier_description: string;
  rate_basis_points: number;
  min_monthly_sales_cents: string | number;
  max_monthly_sales_cents: string | number | null;
}

export interface SettingRow {
  id: string;
  name: string;
  rate_basis_points: number;
  description: string | null;
  valid_from: Date;
  valid_until: Date | null;
  is_active: boolean;
  created_at: Date;
}

export interface TransactionRow {
  id: string;
  order_id: string;
  link_name: string;
  link_code: string;
  referrer_email: string;
  referred_email: string;
  order_type: string;
  order_amount_cents: string | number;
  commission_cents: string | number;
  rate_basis_points: number;
  order_created_at: Date;
  created_at: Date;
  /** The referrer's user id (joined from users); null when she has none. */
  referrer_id: string | null;
}

/** The link a touch of `referral_touches` names: what an order is attributed to. */
export type AttributableTouch = Pick<LinkRow, 'id' | 'name' | 'code' | 'user_email'>;

/** A referrer's latest touch: her link, and when and which touch it was. */
export interface LatestTouchRow extends AttributableTouch {
  touched_at: Date;
  touch_id: string;
}

/** A referrer's month in `referral_monthly_sales` (bigint sums: text). */
export interface MonthlySalesRow {
  sales_cents: string;
}

/** How many links a referrer has. */
export interface LinkCountRow {
  n: number;
}

/** A link with the commission its referrer has earned, for the admin's oversight. */
export interface OversightLinkRow extends LinkRow {
  earned: string;
}

/** A referrer's monthly sales summed up (json_build_object: numbers). */
export interface ReferralTotals {
  sales: number;
  orders: number;
  commission: number;
  month_sales: number;
}

/** The referral dashboard in one row: her links, her totals and the tiers (json_agg). */
export interface ReferralDashboardRow {
  links: LinkRow[];
  totals: ReferralTotals;
  tiers: TierRow[];
}

/** The referral programme counted up (bigint sums: text). */
export interface ReferralOverviewRow {
  users: number;
  active: number;
  clicks: string;
  conversions: number;
  revenue: string;
  commission: string;
}

/** bigint columns arrive as text. */
export const cents = (value: string | number | null): number => Number(value ?? 0);
export const percentOf = (basisPoints: number): number => basisPoints / BASIS_POINTS_PER_PERCENT;
const iso = (date: Date) => new Date(date).toISOString();

export const linkView = (row: LinkRow): ReferralLinkView => ({
  id: row.id,
  linkId: row.id,
  name: row.name,
  code: row.code,
  couponCode: row.coupon_code,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  clickCount: row.click_count,
  conversionCount: row.conversion_count,
  totalSales: toDollars(cents(row.total_sales_cents)),
});

export const tierView = (row: TierRow): ReferralTier => ({
  id: row.id,
  tierLevel: row.tier_level,
  tierName: row.tier_name,
  tierEmoji: row.tier_emoji,
  tierColor: row.tier_color,
  tierDescription: row.tier_description,
  storeCreditPercentage: percentOf(row.rate_basis_points),
  minimumSales: toDollars(cents(row.min_monthly_sales_cents)),
  minMonthlySales: toDollars(cents(row.min_monthly_sales_cents)),
  maxMonthlySales: row.max_monthly_sales_cents === null ? null : toDollars(cents(row.max_monthly_sales_cents)),
});

export const settingView = (row: SettingRow): CommissionSettingView => ({
  id: row.id,
  name: row.name,
  rate: percentOf(row.rate_basis_points),
  description: row.description,
  validFrom: iso(row.valid_from),
  validUntil: row.valid_until ? iso(row.valid_until) : null,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
});

/** The shop keeps no shopper names: the part of the e-mail before the @ stands in. */
export const nameOf = (email: string): string => email.split('@')[0];

export const transactionView = (row: TransactionRow): ReferralTransactionView => ({
  id: row.id,
  transactionId: row.id,
  referredEmail: row.referred_email,
  orderId: row.order_id,
  orderType: row.order_type,
  status: 'approved',
  referrerEmail: row.referrer_email,
  referrerName: nameOf(row.referrer_email),
  linkName: row.link_name,
  linkCode: row.link_code,
  transactionCreatedAt: iso(row.created_at),
  orderAmount: toDollars(cents(row.order_amount_cents)),
  commissionAmount: toDollars(cents(row.commission_cents)),
  commissionRate: percentOf(row.rate_basis_points),
  referrerId: row.referrer_id,
  orderDetails: {
    orderId: row.order_id,
    orderType: row.order_type,
    orderAmount: toDollars(cents(row.order_amount_cents)),
    orderCreatedAt: iso(row.order_created_at),
  },
});

export const SELECT_TIERS = 'SELECT * FROM referral_tiers ORDER BY min_monthly_sales_cents, tier_level';

/** The calendar month (UTC) an instant falls in, as the first day: the key of referral_monthly_sales. */
export const MONTH_OF = (parameter: string) => `date_trunc('month', ${parameter}::timestamptz AT TIME ZONE 'UTC')::date`;

/**
 * Serialises the attribution of an order and its cancellation (each in its consumer's transaction, until it ends):
 * whichever comes second sees what the first wrote.
 */
export async function lockReferralOrder(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('referral-order:' || $1))", [orderId]);
}
