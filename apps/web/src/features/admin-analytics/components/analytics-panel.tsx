import { Card, CardTitle } from '@/components/ui/card';
import { TabLinks } from '@/components/ui/tab-links';
import { adminTab } from '@/lib/admin-tabs';
import { BusinessOverview } from './business-overview';
import { LessonUsageStatistics } from './lesson-usage';

const ANALYTICS_TAB = adminTab('analytics');

/** The Analytics tab, the dashboard's first: the Business Overview, then Lesson Usage Statistics. */
export function AnalyticsPanel() {
  return (
    <div className="flex flex-col gap-6" data-testid="analytics-panel">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle>{ANALYTICS_TAB.title}</CardTitle>
          <TabLinks links={ANALYTICS_TAB.links} />
        </div>
        <BusinessOverview />
      </Card>
      <LessonUsageStatistics />
    </div>
  );
}
