import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminAnalyticsRoute() {
  return <AdminPlaceholderScreen title="Customer Analytics" />;
}
