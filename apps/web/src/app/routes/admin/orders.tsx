import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminOrdersRoute() {
  return <AdminPlaceholderScreen title="Customer Orders" />;
}
