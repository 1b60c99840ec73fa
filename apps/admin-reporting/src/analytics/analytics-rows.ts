/**
 * What the analytics panels read of the rollups the feed keeps (`analytics_*`, small tables read together). pg answers
 * bigint columns, counts and sums as text; the panels turn them into numbers.
 */

/** The overview's counts and sums in one row. */
export interface OverviewRow {
  total_users: string;
  recent_signups: string;
  active_subscribers: string;
  revenue_cents: string;
  visitors: string;
  page_views: string;
  time_spent: string;
  timed_views: string;
  activities: string;
  shares: string;
  approved_shares: string;
  gallery_submissions: string;
  approved_artworks: string;
}

/** A row of `analytics_devices`. */
export interface DeviceCountRow {
  device: string;
  count: number;
}

/** A row of `analytics_browsers`. */
export interface BrowserCountRow {
  browser: string;
  count: number;
}

/** The page-view counters of `analytics_totals` (bigint). */
export interface PageViewTotalsRow {
  page_views: string;
  time_spent_seconds: string;
  timed_page_views: string;
}

/** A row of `analytics_pages`. */
export interface PageVisitsRow {
  page: string;
  visits: number;
}

/** One day (YYYY-MM-DD) of the trend, and how many visitors it had. */
export interface DayVisitorsRow {
  date: string;
  visitors: string;
}

/** One hour of the day (0–23), and how many activities fell in it. */
export interface HourCountRow {
  hour: number;
  count: number;
}

/** A row of `analytics_lesson_views` as the popular-lessons list reads it. */
export interface LessonViewsRow {
  lesson_title: string;
  course_type: string;
  week_number: number;
  view_count: number;
}

/** A course's lesson views summed. */
export interface CourseViewsRow {
  course_type: string;
  views: string;
}

/** All lesson views, and how many people viewed a lesson. */
export interface LessonTotalsRow {
  views: string;
  users: string;
}

/** The last week's paid orders and revenue, and the last day's active shoppers. */
export interface WeeklySummaryRow {
  weekly_orders: string;
  weekly_cents: string;
  daily_users: string;
}
