import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminDeactivatedRoute() {
  return <AdminPlaceholderScreen title="Deactivated Products" />;
}
