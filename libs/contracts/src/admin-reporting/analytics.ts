/**
 * The owner's analytics (docs/product/back-office.md §2 "Business Overview analytics",
 * "Lesson Usage Statistics", §2.11 Customer Analytics, §3 "Analytics", §9 windows),
 * answered by admin-reporting from its own read models, fed by events.
 */
export const AnalyticsPatterns = {
  overview: 'admin-reporting.analytics.overview',
  users: 'admin-reporting.analytics.users',
  activity: 'admin-reporting.analytics.activity',
  liveActivity: 'admin-reporting.analytics.live-activity',
  cartAbandonment: 'admin-reporting.analytics.cart-abandonment',
  lessons: 'admin-reporting.analytics.lessons',
} as const;

/** docs/product/back-office.md §9: visitors over 30 days; signups and daily trends over 7 days. */
export const VISITOR_WINDOW_DAYS = 30;
export const SIGNUP_WINDOW_DAYS = 7;
export const DAILY_TREND_DAYS = 7;
/** §9: active carts and daily active users are those of the last 24 hours; abandoned = inactive 1+ hours. */
export const ACTIVE_CART_WINDOW_HOURS = 24;
export const ABANDONED_CART_AFTER_HOURS = 1;
/** Weekly orders and revenue of the Customer Analytics cards. */
export const WEEKLY_ORDER_WINDOW_DAYS = 7;
/** §2 "Business Overview analytics": the top 5 browsers and pages; the panel shows the top 10 peak hours. */
export const TOP_BROWSERS = 5;
export const TOP_PAGES = 5;
export const PEAK_HOURS_SHOWN = 10;
/** §2 "Lesson Usage Statistics": the 5 most popular lessons. */
export const TOP_LESSONS = 5;
/** How many recent activities and recent orders the panels list. */
export const RECENT_ACTIVITIES = 20;
export const RECENT_ORDERS = 20;
/** A browser or device the activity did not tell. */
export const UNKNOWN_CLIENT = 'Unknown';

/** GET /api/analytics/overview. Money in dollars; durations in seconds. */
export interface AnalyticsOverview {
  totalUsers: number;
  activeSubscribers: number;
  totalRevenue: number;
  /** Sign-ups of the last 7 days. */
  recentSignups: number;
  uniqueVisitors30d: number;
  totalPageViews30d: number;
  /** Seconds. */
  averageSessionDuration: number;
  totalProducts: number;
  totalLessons: number;
  totalPigments: number;
  totalGiveaways: number;
  totalActivities: number;
  // Our additions (not in back-office.md's overview list), counted from engagement's share and gallery events.
  /** Giveaway shares made, all time. */
  totalShares: number;
  /** Shares an admin approved. */
  approvedShares: number;
  /** Community Gallery submissions, all time. */
  gallerySubmissions: number;
  /** Artworks currently approved. */
  approvedArtworks: number;
}

/** The parts of the overview admin-reporting knows; the gateway adds the catalogue's and engagement's counts. */
export type ReportingOverview = Omit<AnalyticsOverview, 'totalProducts' | 'totalLessons' | 'totalPigments' | 'totalGiveaways'>;

/** GET /api/analytics/users */
export interface UsersAnalytics {
  deviceBreakdown: { device: string; count: number }[];
  /** The top 5 browsers. */
  browserBreakdown: { browser: string; count: number }[];
  totalPageViews: number;
  /** Seconds. */
  averageSessionDuration: number;
}

/** GET /api/analytics/activity */
export interface ActivityAnalytics {
  /** The top 5 pages. */
  topPages: { page: string; visits: number }[];
  /** The last 7 days, oldest first, `date` as YYYY-MM-DD (UTC); a day without visitors is 0. */
  dailyVisitors: { date: string; uniqueVisitors: number }[];
  /** All 24 hours (UTC), 0–23; the panel shows the 10 busiest. */
  hourlyDistribution: { hour: number; count: number }[];
  recentActivities: { activityType: string; pagePath: string | null; createdAt: string }[];
}

/** GET /api/admin/lesson-analytics */
export interface LessonAnalytics {
  totalViews: number;
  uniqueUsers: number;
  /** The top 5. */
  popularLessons: { lessonTitle: string; courseType: string; weekNumber: number; viewCount: number }[];
  viewsByCourse: { courseType: string; viewCount: number }[];
}

export interface LiveCartItem {
  name: string;
  quantity: number;
}

/** GET /api/admin/analytics/live-activity (polled every 30 s). Money in dollars. */
export interface LiveActivity {
  summary: {
    activeCartCount: number;
    totalCartValue: number;
    weeklyOrderCount: number;
    weeklyRevenue: number;
    /** Distinct shoppers with activity in the last 24 hours. */
    dailyActiveUsers: number;
  };
  /**
   * Carts with items changed in the last 24 hours, newest first: each account's cart, and each cart an unverified session
   * keeps apart from it (`unverified: true`; the e-mail is the one that session signed in with, not yet proven).
   */
  activeCarts: { userEmail: string; items: LiveCartItem[]; updatedAt: string; cartValue: number; itemCount: number; unverified: boolean }[];
  /** The latest paid orders, newest first. */
  recentOrders: { customerEmail: string; items: LiveCartItem[]; itemCount: number; orderDate: string; total: number }[];
}

/** GET /api/admin/analytics/cart-abandonment (polled every 60 s). Money in dollars. */
export interface CartAbandonment {
  summary: { abandonedCartCount: number; totalAbandonedValue: number };
  abandonedCarts: {
    email: string;
    /** The lines as text, e.g. "Ultramarine × 2, Sap Green × 1". */
    items: string;
    /** Whole hours since the cart last changed. */
    hoursAgo: number;
    cartValue: number;
    itemCount: number;
  }[];
}

/**
 * What a `lesson_view` activity's metadata carries (engagement/users.ts ACTIVITY_TYPES): the
 * Learning Hub sends it when a lesson is opened; one that does not fit counts as activity only.
 */
export interface LessonViewMetadata {
  lessonId: string;
  lessonTitle: string;
  courseType: string;
  weekNumber: number;
}
export const LESSON_TITLE_MAX_LENGTH = 200;
