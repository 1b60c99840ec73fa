import { canonicalEmail } from '../email';

/**
 * Referral links, clicks, attribution, tiers and commission settings, owned by engagement (docs/product/engagement.md
 * "Referrals screen (/referrals)", §3, §5, §8, §9; docs/product/back-office.md §2.6 "Commission Settings", §2.7,
 * "Referral System Oversight", §3 "Referral", "Commission setting", §7; docs/rules.md §8).
 */
export const ReferralPatterns = {
  createLink: 'engagement.referral.create-link',
  deleteLink: 'engagement.referral.delete-link',
  trackClick: 'engagement.referral.track-click',
  dashboard: 'engagement.referral.dashboard',
  tiers: 'engagement.referral.tiers',
  updateTier: 'engagement.referral.update-tier',
  adminOverview: 'engagement.referral.admin-overview',
  adminAllLinks: 'engagement.referral.admin-all-links',
  adminAllTransactions: 'engagement.referral.admin-all-transactions',
  commissionRate: 'engagement.commission.rate',
  commissionSettings: 'engagement.commission.list',
  createCommissionSetting: 'engagement.commission.create',
  deactivateCommissionSetting: 'engagement.commission.deactivate',
} as const;

/**
 * Engagement consumes commerce's `order.paid`, attributes it, and publishes the commission through its outbox;
 * commerce grants the store credit once per referral transaction.
 */
export const ReferralEvents = {
  commissionEarned: 'referral.commission-earned',
  /** The referred order was cancelled after payment: its commission is taken back (commerce revokes the store credit). */
  commissionReversed: 'referral.commission-reversed',
} as const;

export interface CommissionReversedEvent {
  referralTransactionId: string;
  referrerEmail: string;
  orderId: string;
  commissionCents: number;
}

export interface CommissionEarnedEvent {
  referralTransactionId: string;
  referrerEmail: string;
  orderId: string;
  commissionCents: number;
  /** The rate used, in hundredths of a percent (1000 = 10 %). */
  rateBasisPoints: number;
}

/** Last-touch attribution window (docs/rules.md §8). */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** A shopper's own link never counts for her, under any spelling of her e-mail (`alice+x@…` refers no `alice@…`). */
export const isSelfReferral = (referrerEmail: string, shopperEmail: string): boolean =>
  canonicalEmail(referrerEmail) === canonicalEmail(shopperEmail);
/** The rate the screens show before theirs loads (back-office.md §9). */
export const DEFAULT_COMMISSION_RATE = 10;
export const REFERRAL_LINK_NAME_MAX_LENGTH = 100;
/** Links per shopper. */
export const MAX_REFERRAL_LINKS = 50;
export const REFERRAL_LINK_NAME_REQUIRED = 'Please enter a name for your referral link';
/** GET /api/referrals/dashboard with no e-mail in the query and no shopper session to take it from (an admin's call). */
export const REFERRAL_DASHBOARD_EMAIL_REQUIRED = 'userEmail is required';
/** The query parameter a shared link carries (engagement.md §2: "A ref parameter is detected as a referral code"). */
export const REFERRAL_QUERY_PARAMETER = 'ref';

export interface ReferralLinkView {
  id: string;
  /** The same id under the oversight screen's name. */
  linkId: string;
  name: string;
  code: string;
  couponCode: string | null;
  isActive: boolean;
  createdAt: string;
  clickCount: number;
  conversionCount: number;
  /** Dollars of referred item spend. */
  totalSales: number;
}

export interface ReferralTier {
  id: string;
  tierLevel: number;
  tierName: string;
  tierEmoji: string;
  tierColor: string;
  tierDescription: string;
  storeCreditPercentage: number;
  /** Dollars: the monthly referral sales that reach the tier (equal to minMonthlySales). */
  minimumSales: number;
  minMonthlySales: number;
  /** null for the top tier. */
  maxMonthlySales: number | null;
}

/** GET /api/referrals/dashboard?userEmail= (engagement.md §3 "Dashboard"). Dollars. */
export interface ReferralDashboard {
  links: ReferralLinkView[];
  userStats: { totalReferrals: number; totalReferralSales: number };
  tierSystem: {
    currentTier: ReferralTier;
    nextTier: ReferralTier | null;
    /** Spendable store credit (the gateway asks commerce). */
    availableStoreCredits: number;
    /** Every commission this referrer ever earned. */
    totalStoreCredits: number;
    /** This calendar month's (UTC) referral sales. */
    monthlySales: number;
    /** 0–100: the way from the current tier's minimum to the next one's; 100 at the top. */
    progressToNext: number;
  };
}

export interface CommissionSettingView {
  id: string;
  name: string;
  /** Percent, up to 2 decimals. */
  rate: number;
  description: string | null;
  validFrom: string;
  validUntil: string | null;
  isActive: boolean;
  createdAt: string;
}

/** GET /api/commission/rate: the setting in force now (the latest validFrom among active ones), else the default. */
export interface CommissionRateView {
  rate: number;
  settingId: string | null;
}

/** GET /api/admin/referrals/overview (back-office.md §3 "Referral"). Dollars. */
export interface ReferralOverview {
  totalUsers: number;
  totalActiveLinks: number;
  totalClicks: number;
  /** Percent of clicks that became paid orders, one decimal. */
  conversionRate: number;
  totalReferralRevenue: number;
  totalCommissionsPaid: number;
  totalConversions: number;
}

export interface ReferralOversightLink extends ReferralLinkView {
  userEmail: string;
  userName: string;
  linkCreatedAt: string;
  /** This referrer's commission earned, dollars. */
  userReferralCredits: number;
}

export interface ReferralTransactionView {
  id: string;
  transactionId: string;
  referredEmail: string;
  orderId: string;
  orderType: string;
  status: 'approved';
  referrerEmail: string;
  referrerName: string;
  linkName: string;
  linkCode: string;
  transactionCreatedAt: string;
  orderAmount: number;
  commissionAmount: number;
  /** Percent. */
  commissionRate: number;
  /** The referrer's user id, or null (admin.md §3: the sales view reads it). */
  referrerId: string | null;
  /** The referred order as the sales view shows it. */
  orderDetails: { orderId: string; orderType: string; orderAmount: number; orderCreatedAt: string };
}

/** The tiers seeded on first start; the admin may edit them (PUT /api/admin/referral-tiers/{id}). */
export const DEFAULT_REFERRAL_TIERS: readonly Omit<ReferralTier, 'id' | 'minimumSales'>[] = [
  {
    tierLevel: 1,
    tierName: 'Seedling',
    tierEmoji: '🌱',
    tierColor: '#6b8f5e',
    tierDescription: 'Every referrer starts here.',
    storeCreditPercentage: 10,
    minMonthlySales: 0,
    maxMonthlySales: 249.99,
  },
  {
    tierLevel: 2,
    tierName: 'Artist',
    tierEmoji: '🎨',
    tierColor: '#c0603a',
    tierDescription: 'Referral sales of $250 or more this month.',
    storeCreditPercentage: 12,
    minMonthlySales: 250,
    maxMonthlySales: 999.99,
  },
  {
    tierLevel: 3,
    tierName: 'Painter',
    tierEmoji: '🖌️',
    tierColor: '#3a6fc0',
    tierDescription: 'Referral sales of $1,000 or more this month.',
    storeCreditPercentage: 15,
    minMonthlySales: 1000,
    maxMonthlySales: 2499.99,
  },
  {
    tierLevel: 4,
    tierName: 'Master',
    tierEmoji: '🏆',
    tierColor: '#b08a2e',
    tierDescription: 'Referral sales of $2,500 or more this month.',
    storeCreditPercentage: 20,
    minMonthlySales: 2500,
    maxMonthlySales: null,
  },
];

// ---- additions of the referrals service (engagement) ----

/** Rates travel as percent with at most 2 decimals and are stored in basis points (1 % = 100). */
export const BASIS_POINTS_PER_PERCENT = 100;
export const MAX_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT;
/** A link's code: URL-safe, as engagement makes them (10 characters) and as a shared link carries them. */
export const REFERRAL_CODE_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
export const REFERRAL_CODE_LENGTH = 10;
export const COMMISSION_SETTING_NAME_MAX_LENGTH = 100;
export const COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH = 500;
export const REFERRAL_TIER_TEXT_MAX_LENGTH = 200;
/** The most rows one page of the admin's referral transactions holds. */
export const REFERRAL_TRANSACTIONS_PAGE_MAX = 500;
export const REFERRAL_LINK_NOT_FOUND = 'No referral link with that id';
export const REFERRAL_CODE_NOT_FOUND = 'No referral link with that code';
export const REFERRAL_LINK_NOT_YOURS = 'You can only delete your own referral links';
export const REFERRAL_LINK_LIMIT = `You can have at most ${MAX_REFERRAL_LINKS} referral links. Please delete one first.`;
export const REFERRAL_COUPON_NOT_ACTIVE = 'couponCode must be the code of an active coupon';

/** What the gateway sends for POST /api/referrals/click: the code, and the caller's session when she has one (its touch). */
export interface ReferralClickRequest {
  code: string;
  shopper: { email: string; sessionId: string } | null;
}

/** POST /api/referrals/click answers this. */
export interface ReferralClickAnswer {
  code: string;
  counted: true;
  /** A touch was recorded for the signed-in shopper (attribution: docs/rules.md §8). */
  touched: boolean;
}

/** DELETE /api/referrals/{id} answers this. */
export interface ReferralLinkDeleted {
  id: string;
  deleted: true;
}

/**
 * The tier a month of referral sales reaches: the highest tier whose minimum it meets (the ranges' maxima are for
 * display; a gap between two ranges belongs to the lower tier). Pure: the shopper screens use it too.
 */
export function tierForSales<T extends Pick<ReferralTier, 'minMonthlySales' | 'tierLevel'>>(tiers: readonly T[], salesDollars: number): T | null {
  let reached: T | null = null;
  for (const tier of [...tiers].sort((a, b) => a.minMonthlySales - b.minMonthlySales || a.tierLevel - b.tierLevel)) {
    if (tier.minMonthlySales <= salesDollars) reached = tier;
  }
  return reached;
}
