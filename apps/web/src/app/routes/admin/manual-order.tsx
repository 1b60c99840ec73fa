import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminManualOrderRoute() {
  return <AdminPlaceholderScreen title="Manual Order Entry" />;
}
