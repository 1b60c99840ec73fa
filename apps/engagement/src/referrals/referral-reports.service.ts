import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReferralDashboard, ReferralOverview, ReferralOversightLink, ReferralTransactionView, tierForSales } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { roundHalfUp, toDollars } from '@shop/pricing';
import {
  cents,
  linkView,
  MONTH_OF,
  nameOf,
  OversightLinkRow,
  ReferralDashboardRow,
  ReferralOverviewRow,
  tierView,
  TransactionRow,
  transactionView,
} from './referral-rows';

/**
 * What the referrer and the admin read (docs/product/engagement.md §3 "Referral dashboard"; docs/product/back-office.md
 * "Referral System Oversight", §3 "Referral"): from the links' counters and the monthly sales, a few rows per referrer
 * however many orders she brought.
 */
@Injectable()
export class ReferralReportsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * `availableStoreCredits` is commerce's to say: the gateway fills it in. One statement (the links, the monthly totals and
   * the tiers), so a dashboard costs one round trip and one connection.
   */
  async dashboard(email: string): Promise<ReferralDashboard> {
    const [row] = await queryRows<ReferralDashboardRow>(
      this.dataSource,
      `SELECT
         (SELECT coalesce(json_agg(l ORDER BY l.created_at DESC), '[]') FROM referral_links l WHERE l.user_email = $1) AS links,
         (SELECT json_build_object('sales', coalesce(sum(sales_cents), 0), 'orders', coalesce(sum(orders), 0),
                   'commission', coalesce(sum(commission_cents), 0),
                   'month_sales', coalesce(sum(sales_cents) FILTER (WHERE month = ${MONTH_OF('now()')}), 0))
          FROM referral_monthly_sales WHERE referrer_email = $1) AS totals,
         (SELECT json_agg(t ORDER BY t.min_monthly_sales_cents, t.tier_level) FROM referral_tiers t) AS tiers`,
      [email],
    );
    const { totals } = row;
    const tiers = row.tiers.map(tierView);
    const monthlySales = toDollars(cents(totals.month_sales));
    const currentTier = tierForSales(tiers, monthlySales) ?? tiers[0];
    const nextTier = tiers.find((tier) => tier.minMonthlySales > currentTier.minMonthlySales) ?? null;
    const progressToNext = nextTier
      ? Math.min(
          100,
          Math.max(0, roundHalfUp(((monthlySales - currentTier.minMonthlySales) * 100) / (nextTier.minMonthlySales - currentTier.minMonthlySales))),
        )
      : 100;
    return {
      links: row.links.map(linkView),
      userStats: { totalReferrals: Number(totals.orders), totalReferralSales: toDollars(cents(totals.sales)) },
      tierSystem: {
        currentTier,
        nextTier,
        availableStoreCredits: 0,
        totalStoreCredits: toDollars(cents(totals.commission)),
        monthlySales,
        progressToNext,
      },
    };
  }

  async overview(): Promise<ReferralOverview> {
    const [row] = await queryRows<ReferralOverviewRow>(
      this.dataSource,
      `SELECT (SELECT count(DISTINCT user_email)::int FROM referral_links) AS users,
              (SELECT count(*)::int FROM referral_links WHERE is_active) AS active,
              (SELECT coalesce(sum(click_count), 0) FROM referral_links) AS clicks,
              (SELECT count(*)::int FROM referral_transactions WHERE cancelled_at IS NULL) AS conversions,
              (SELECT coalesce(sum(order_amount_cents), 0) FROM referral_transactions WHERE cancelled_at IS NULL) AS revenue,
              (SELECT coalesce(sum(commission_cents), 0) FROM referral_transactions WHERE cancelled_at IS NULL) AS commission`,
    );
    const clicks = Number(row.clicks);
    return {
      totalUsers: row.users,
      totalActiveLinks: row.active,
      totalClicks: clicks,
      conversionRate: clicks ? roundHalfUp((row.conversions * 1000) / clicks) / 10 : 0,
      totalReferralRevenue: toDollars(cents(row.revenue)),
      totalCommissionsPaid: toDollars(cents(row.commission)),
      totalConversions: row.conversions,
    };
  }

  async allLinks(): Promise<ReferralOversightLink[]> {
    const rows = await queryRows<OversightLinkRow>(
      this.dataSource,
      `SELECT l.*, coalesce(m.earned, 0) AS earned FROM referral_links l
       LEFT JOIN (SELECT referrer_email, sum(commission_cents) AS earned FROM referral_monthly_sales GROUP BY referrer_email) m
         ON m.referrer_email = l.user_email
       ORDER BY l.created_at DESC, l.id`,
    );
    return rows.map((row) => {
      const view = linkView(row);
      return {
        ...view,
        userEmail: row.user_email,
        userName: nameOf(row.user_email),
        linkCreatedAt: view.createdAt,
        userReferralCredits: toDollars(cents(row.earned)),
      };
    });
  }

  /** Newest first, a page at a time; a cancelled order's transaction is no longer one. */
  async transactions(limit = 100, offset = 0): Promise<ReferralTransactionView[]> {
    const rows = await queryRows<TransactionRow>(
      this.dataSource,
      `SELECT t.*, u.id AS referrer_id FROM referral_transactions t LEFT JOIN users u ON u.email = t.referrer_email
       WHERE t.cancelled_at IS NULL ORDER BY t.created_at DESC, t.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map(transactionView);
  }
}
