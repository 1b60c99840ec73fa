import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { CustomerAnalytics } from '@/features/admin-analytics/components/customer-analytics';

export function AdminAnalyticsRoute() {
  return (
    <AdminScreen title="Customer Analytics">
      <CustomerAnalytics />
    </AdminScreen>
  );
}
