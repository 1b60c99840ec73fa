import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminChatRoute() {
  return <AdminPlaceholderScreen title="Live Chat Administration" />;
}
