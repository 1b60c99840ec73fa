import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminDailyDealsSchedulerRoute() {
  return <AdminPlaceholderScreen title="Daily Deals Scheduler" />;
}
