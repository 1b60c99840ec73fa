import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ABANDONED_CART_AFTER_HOURS,
  ACTIVE_CART_WINDOW_HOURS,
  ActivityAnalytics,
  CartAbandonment,
  DAILY_TREND_DAYS,
  LessonAnalytics,
  LiveActivity,
  RECENT_ACTIVITIES,
  RECENT_ORDERS,
  type ReportingOverview,
  SIGNUP_WINDOW_DAYS,
  TOP_BROWSERS,
  TOP_LESSONS,
  TOP_PAGES,
  UsersAnalytics,
  VISITOR_WINDOW_DAYS,
  WEEKLY_ORDER_WINDOW_DAYS,
} from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { UserActivityRow } from '../users/user-activity-row';
import {
  BrowserCountRow,
  CourseViewsRow,
  DayVisitorsRow,
  DeviceCountRow,
  HourCountRow,
  LessonTotalsRow,
  LessonViewsRow,
  OverviewRow,
  PageViewTotalsRow,
  PageVisitsRow,
  WeeklySummaryRow,
} from './analytics-rows';
import { AbandonedLiveCartRow, LiveCartRow } from './live-cart-row';
import { LiveOrderRow } from './live-order-row';

const dollars = (cents: string | number | null) => Number(cents ?? 0) / 100;
const iso = (at: Date) => new Date(at).toISOString();
const averageSeconds = (seconds: string, views: string) => (Number(views) > 0 ? Math.round(Number(seconds) / Number(views)) : 0);

/**
 * The cents the owner's refunds gave back of the live orders (all, or those `l` the condition keeps): the revenue is their
 * totals less this, so a refund lowers it under its order's own payment time. The refunds are the sales consumer's
 * `reported_refunds` (payment.refunded, kept once per refund id), read here rather than copied: a refund heard before the
 * order.paid that brings its order in counts once the order is in, and the refunds of an order cancelled (its row gone)
 * or a cancelled order's own refund never count.
 */
const refundedLiveCents = (condition = 'true') => `(SELECT COALESCE(sum(r.amount_cents), 0) FROM reported_refunds r
  JOIN live_orders l ON l.order_id = r.order_id WHERE NOT r.order_cancelled AND ${condition})`;

/** The analytics panels (docs/product/back-office.md §3 "Analytics"), read from the rollups the feed keeps. */
@Injectable()
export class AnalyticsReadsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async overview(): Promise<ReportingOverview> {
    const [row] = await queryRows<OverviewRow>(
      this.dataSource,
      `SELECT
         (SELECT count(*) FROM reported_users) AS total_users,
         (SELECT count(*) FROM reported_users WHERE created_at >= now() - make_interval(days => $1)) AS recent_signups,
         (SELECT count(DISTINCT email) FROM live_orders WHERE subscription_ends_at > now()) AS active_subscribers,
         (SELECT COALESCE(sum(total_cents), 0) FROM live_orders) - ${refundedLiveCents()} AS revenue_cents,
         (SELECT count(*) FROM analytics_visitors WHERE last_seen_at >= now() - make_interval(days => $2)) AS visitors,
         d.page_views, d.time_spent, d.timed_views, t.activities,
         t.shares, t.approved_shares, t.gallery_submissions, t.approved_artworks
       FROM analytics_totals t,
         (SELECT COALESCE(sum(page_views), 0) AS page_views, COALESCE(sum(time_spent_seconds), 0) AS time_spent,
            COALESCE(sum(timed_page_views), 0) AS timed_views
          FROM analytics_daily WHERE day > (now() AT TIME ZONE 'UTC')::date - $2::int) d
       WHERE t.id = 1`,
      [SIGNUP_WINDOW_DAYS, VISITOR_WINDOW_DAYS],
    );
    return {
      totalUsers: Number(row.total_users),
      activeSubscribers: Number(row.active_subscribers),
      totalRevenue: dollars(row.revenue_cents),
      recentSignups: Number(row.recent_signups),
      uniqueVisitors30d: Number(row.visitors),
      totalPageViews30d: Number(row.page_views),
      averageSessionDuration: averageSeconds(row.time_spent, row.timed_views),
      totalActivities: Number(row.activities),
      totalShares: Number(row.shares),
      approvedShares: Number(row.approved_shares),
      gallerySubmissions: Number(row.gallery_submissions),
      approvedArtworks: Number(row.approved_artworks),
    };
  }

  async users(): Promise<UsersAnalytics> {
    const [devices, browsers, [totals]] = await Promise.all([
      queryRows<DeviceCountRow>(this.dataSource, 'SELECT device, count FROM analytics_devices ORDER BY count DESC, device'),
      queryRows<BrowserCountRow>(this.dataSource, `SELECT browser, count FROM analytics_browsers ORDER BY count DESC, browser LIMIT ${TOP_BROWSERS}`),
      queryRows<PageViewTotalsRow>(this.dataSource, 'SELECT page_views, time_spent_seconds, timed_page_views FROM analytics_totals WHERE id = 1'),
    ]);
    return {
      deviceBreakdown: devices.map((r) => ({ device: r.device, count: Number(r.count) })),
      browserBreakdown: browsers.map((r) => ({ browser: r.browser, count: Number(r.count) })),
      totalPageViews: Number(totals.page_views),
      averageSessionDuration: averageSeconds(totals.time_spent_seconds, totals.timed_page_views),
    };
  }

  async activity(): Promise<ActivityAnalytics> {
    const [pages, days, hours, recent] = await Promise.all([
      queryRows<PageVisitsRow>(this.dataSource, `SELECT page, visits FROM analytics_pages ORDER BY visits DESC, page LIMIT ${TOP_PAGES}`),
      queryRows<DayVisitorsRow>(
        this.dataSource,
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(v.email) AS visitors
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
         LEFT JOIN analytics_visitor_days v ON v.day = d.day::date
         GROUP BY d.day ORDER BY d.day`,
        [DAILY_TREND_DAYS],
      ),
      queryRows<HourCountRow>(
        this.dataSource,
        `SELECT h.hour, COALESCE(a.count, 0) AS count FROM generate_series(0, 23) AS h(hour)
         LEFT JOIN analytics_hours a ON a.hour = h.hour ORDER BY h.hour`,
      ),
      queryRows<Pick<UserActivityRow, 'activity_type' | 'page_path' | 'created_at'>>(
        this.dataSource,
        `SELECT activity_type, page_path, created_at FROM user_activities ORDER BY created_at DESC LIMIT ${RECENT_ACTIVITIES}`,
      ),
    ]);
    return {
      topPages: pages.map((r) => ({ page: r.page, visits: Number(r.visits) })),
      dailyVisitors: days.map((r) => ({ date: r.date, uniqueVisitors: Number(r.visitors) })),
      hourlyDistribution: hours.map((r) => ({ hour: Number(r.hour), count: Number(r.count) })),
      recentActivities: recent.map((r) => ({
        activityType: r.activity_type,
        pagePath: r.page_path,
        createdAt: iso(r.created_at),
      })),
    };
  }

  async lessons(): Promise<LessonAnalytics> {
    const [popular, courses, [totals]] = await Promise.all([
      queryRows<LessonViewsRow>(
        this.dataSource,
        `SELECT lesson_title, course_type, week_number, view_count FROM analytics_lesson_views
         ORDER BY view_count DESC, course_type, week_number LIMIT ${TOP_LESSONS}`,
      ),
      queryRows<CourseViewsRow>(
        this.dataSource,
        'SELECT course_type, sum(view_count) AS views FROM analytics_lesson_views GROUP BY course_type ORDER BY views DESC, course_type',
      ),
      queryRows<LessonTotalsRow>(
        this.dataSource,
        'SELECT (SELECT lesson_views FROM analytics_totals WHERE id = 1) AS views, (SELECT count(*) FROM analytics_lesson_viewers) AS users',
      ),
    ]);
    return {
      totalViews: Number(totals.views),
      uniqueUsers: Number(totals.users),
      popularLessons: popular.map((r) => ({
        lessonTitle: r.lesson_title,
        courseType: r.course_type,
        weekNumber: Number(r.week_number),
        viewCount: Number(r.view_count),
      })),
      viewsByCourse: courses.map((r) => ({ courseType: r.course_type, viewCount: Number(r.views) })),
    };
  }

  async liveActivity(): Promise<LiveActivity> {
    const [carts, orders, [summary]] = await Promise.all([
      queryRows<Pick<LiveCartRow, 'email' | 'session_id' | 'items' | 'item_count' | 'total_cents' | 'updated_at'>>(
        this.dataSource,
        `SELECT email, session_id, items, item_count, total_cents, updated_at FROM live_carts
         WHERE item_count > 0 AND updated_at >= now() - make_interval(hours => $1) ORDER BY updated_at DESC`,
        [ACTIVE_CART_WINDOW_HOURS],
      ),
      queryRows<Pick<LiveOrderRow, 'email' | 'items' | 'item_count' | 'total_cents' | 'paid_at'>>(
        this.dataSource,
        `SELECT email, items, item_count, total_cents, paid_at FROM live_orders ORDER BY paid_at DESC LIMIT ${RECENT_ORDERS}`,
      ),
      queryRows<WeeklySummaryRow>(
        this.dataSource,
        `SELECT (SELECT count(*) FROM live_orders WHERE paid_at >= now() - make_interval(days => $1)) AS weekly_orders,
           (SELECT COALESCE(sum(total_cents), 0) FROM live_orders WHERE paid_at >= now() - make_interval(days => $1))
             - ${refundedLiveCents('l.paid_at >= now() - make_interval(days => $1)')} AS weekly_cents,
           (SELECT count(*) FROM analytics_visitors WHERE last_seen_at >= now() - make_interval(hours => $2)) AS daily_users`,
        [WEEKLY_ORDER_WINDOW_DAYS, ACTIVE_CART_WINDOW_HOURS],
      ),
    ]);
    return {
      summary: {
        activeCartCount: carts.length,
        totalCartValue: dollars(carts.reduce((sum, r) => sum + Number(r.total_cents), 0)),
        weeklyOrderCount: Number(summary.weekly_orders),
        weeklyRevenue: dollars(summary.weekly_cents),
        dailyActiveUsers: Number(summary.daily_users),
      },
      activeCarts: carts.map((r) => ({
        userEmail: r.email,
        items: r.items,
        updatedAt: iso(r.updated_at),
        cartValue: dollars(r.total_cents),
        itemCount: Number(r.item_count),
        unverified: r.session_id !== null,
      })),
      recentOrders: orders.map((r) => ({
        customerEmail: r.email,
        items: r.items,
        itemCount: Number(r.item_count),
        orderDate: iso(r.paid_at),
        total: dollars(r.total_cents),
      })),
    };
  }

  async cartAbandonment(): Promise<CartAbandonment> {
    const carts = await queryRows<AbandonedLiveCartRow>(
      this.dataSource,
      `SELECT email, items, item_count, total_cents, floor(extract(epoch FROM now() - updated_at) / 3600) AS hours_ago
       FROM live_carts WHERE item_count > 0 AND updated_at <= now() - make_interval(hours => $1) ORDER BY updated_at DESC`,
      [ABANDONED_CART_AFTER_HOURS],
    );
    return {
      summary: {
        abandonedCartCount: carts.length,
        totalAbandonedValue: dollars(carts.reduce((sum, r) => sum + Number(r.total_cents), 0)),
      },
      abandonedCarts: carts.map((r) => ({
        email: r.email,
        items: r.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
        hoursAgo: Number(r.hours_ago),
        cartValue: dollars(r.total_cents),
        itemCount: Number(r.item_count),
      })),
    };
  }
}
