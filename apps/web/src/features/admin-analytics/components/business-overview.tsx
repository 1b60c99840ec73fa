import type { ActivityAnalytics, AnalyticsOverview, UsersAnalytics } from '@shop/contracts';
import { SIGNUP_WINDOW_DAYS, VISITOR_WINDOW_DAYS } from '@shop/contracts';
import { formatMoney } from '@/lib/format';
import { countOf, courseTitle, formatCount, formatDay, formatDuration, formatHour } from '@/lib/format-figures';
import { relativeTime } from '@/lib/relative-time';
import { BarChartFigure } from '@/components/chart/bar-chart-figure';
import { QuerySection } from '@/components/ui/query-section';
import { SectionTitle, StatCards } from '@/components/ui/stat-cards';
import { useActivityAnalytics, useAnalyticsOverview, useUsersAnalytics } from '../api/analytics';
import { peakHours } from '../utils/peak-hours';

const RECENT_ACTIVITIES_SHOWN = 10;

function BusinessFigures({ overview }: { overview: AnalyticsOverview }) {
  return (
    <section aria-labelledby="business-cards" className="flex flex-col gap-3">
      <SectionTitle id="business-cards">The business</SectionTitle>
      <StatCards
        label="The business"
        className="lg:grid-cols-4"
        figures={[
          { label: 'Total revenue', value: formatMoney(overview.totalRevenue), testId: 'overview-revenue' },
          { label: 'Customers', value: formatCount(overview.totalUsers), testId: 'overview-users' },
          { label: 'Active subscribers', value: formatCount(overview.activeSubscribers), testId: 'overview-subscribers' },
          { label: `New sign-ups (${SIGNUP_WINDOW_DAYS} days)`, value: formatCount(overview.recentSignups), testId: 'overview-signups' },
        ]}
      />
      <SectionTitle id="visitor-cards">{`Visitors, last ${VISITOR_WINDOW_DAYS} days`}</SectionTitle>
      <StatCards
        label={`Visitors, last ${VISITOR_WINDOW_DAYS} days`}
        className="lg:grid-cols-3"
        figures={[
          { label: 'Unique visitors', value: formatCount(overview.uniqueVisitors30d), testId: 'overview-visitors' },
          { label: 'Page views', value: formatCount(overview.totalPageViews30d), testId: 'overview-page-views' },
          { label: 'Average visit', value: formatDuration(overview.averageSessionDuration), testId: 'overview-session' },
        ]}
      />
      <SectionTitle id="engagement-cards">Content and engagement</SectionTitle>
      <StatCards
        label="Content and engagement"
        figures={[
          { label: 'Products', value: formatCount(overview.totalProducts), testId: 'overview-products' },
          { label: 'Lessons', value: formatCount(overview.totalLessons), testId: 'overview-lessons' },
          { label: 'Pigments', value: formatCount(overview.totalPigments), testId: 'overview-pigments' },
          { label: 'Giveaways', value: formatCount(overview.totalGiveaways), testId: 'overview-giveaways' },
          { label: 'Activities recorded', value: formatCount(overview.totalActivities), testId: 'overview-activities' },
          { label: 'Giveaway shares', value: formatCount(overview.totalShares), testId: 'overview-shares' },
          { label: 'Approved shares', value: formatCount(overview.approvedShares), testId: 'overview-approved-shares' },
          { label: 'Gallery submissions', value: formatCount(overview.gallerySubmissions), testId: 'overview-gallery-submissions' },
          { label: 'Approved artworks', value: formatCount(overview.approvedArtworks), testId: 'overview-approved-artworks' },
        ]}
      />
    </section>
  );
}

function DevicesAndBrowsers({ users }: { users: UsersAnalytics }) {
  return (
    <section aria-labelledby="devices-browsers" className="flex flex-col gap-3">
      <SectionTitle id="devices-browsers">Devices and browsers</SectionTitle>
      <div className="grid gap-3 md:grid-cols-2">
        <BarChartFigure
          title="Devices"
          testId="chart-devices"
          labelHeading="Device"
          valueHeading="Visitors"
          valueName="Visitors"
          emptyText="No visits recorded yet."
          horizontal
          formatValue={formatCount}
          points={users.deviceBreakdown.map((entry) => ({ label: courseTitle(entry.device), value: entry.count }))}
        />
        <BarChartFigure
          title="Top 5 browsers"
          testId="chart-browsers"
          labelHeading="Browser"
          valueHeading="Visitors"
          valueName="Visitors"
          emptyText="No visits recorded yet."
          horizontal
          formatValue={formatCount}
          points={users.browserBreakdown.map((entry) => ({ label: entry.browser, value: entry.count }))}
        />
      </div>
    </section>
  );
}

function VisitorTrends({ activity }: { activity: ActivityAnalytics }) {
  return (
    <section aria-labelledby="visitor-trends" className="flex flex-col gap-3">
      <SectionTitle id="visitor-trends">When people visit</SectionTitle>
      <div className="grid gap-3 md:grid-cols-2">
        <BarChartFigure
          title="Daily visitors, last 7 days"
          testId="chart-daily-visitors"
          labelHeading="Day"
          valueHeading="Unique visitors"
          valueName="Visitors"
          emptyText="No visitors in the last 7 days."
          formatValue={formatCount}
          points={activity.dailyVisitors.map((day) => ({ label: formatDay(day.date), value: day.uniqueVisitors }))}
        />
        <BarChartFigure
          title="Peak hours (UTC), top 10"
          testId="chart-peak-hours"
          labelHeading="Hour"
          valueHeading="Activities"
          valueName="Activities"
          emptyText="No activity recorded yet."
          horizontal
          formatValue={formatCount}
          points={peakHours(activity.hourlyDistribution).map((entry) => ({ label: formatHour(entry.hour), value: entry.count }))}
        />
      </div>
    </section>
  );
}

function TopPages({ activity }: { activity: ActivityAnalytics }) {
  return (
    <section aria-labelledby="top-pages" className="flex min-w-0 flex-col gap-2">
      <SectionTitle id="top-pages">Top 5 pages</SectionTitle>
      {activity.topPages.length === 0 ? (
        <p className="text-sm text-ink-soft">No page views recorded yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-paper" data-testid="top-pages">
          {activity.topPages.map((page) => (
            <li key={page.page} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-all text-ink">{page.page}</span>
              <span className="shrink-0 tabular-nums text-ink-soft">{countOf(page.visits, 'visit')}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RecentActivity({ activity }: { activity: ActivityAnalytics }) {
  const recent = activity.recentActivities.slice(0, RECENT_ACTIVITIES_SHOWN);
  return (
    <section aria-labelledby="recent-activity" className="flex min-w-0 flex-col gap-2">
      <SectionTitle id="recent-activity">Recent activity</SectionTitle>
      {recent.length === 0 ? (
        <p className="text-sm text-ink-soft">No activity recorded yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-paper" data-testid="recent-activity">
          {recent.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-all text-ink">
                <span className="font-medium">{entry.activityType.replace(/_/g, ' ')}</span>
                {entry.pagePath && <span className="text-ink-soft"> · {entry.pagePath}</span>}
              </span>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-ink-soft">
                {relativeTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** docs/product/back-office.md "Business Overview analytics": the owner's morning view. */
export function BusinessOverview() {
  const overview = useAnalyticsOverview();
  const users = useUsersAnalytics();
  const activity = useActivityAnalytics();
  return (
    <div className="flex flex-col gap-6" data-testid="business-overview">
      <QuerySection query={overview} noun="the business overview">
        {(data) => <BusinessFigures overview={data} />}
      </QuerySection>
      <QuerySection query={activity} noun="visitor activity">
        {(data) => (
          <>
            <VisitorTrends activity={data} />
            <div className="grid gap-6 md:grid-cols-2">
              <TopPages activity={data} />
              <RecentActivity activity={data} />
            </div>
          </>
        )}
      </QuerySection>
      <QuerySection query={users} noun="devices and browsers">
        {(data) => <DevicesAndBrowsers users={data} />}
      </QuerySection>
    </div>
  );
}
