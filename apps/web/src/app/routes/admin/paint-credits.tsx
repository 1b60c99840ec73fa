import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function AdminPaintCreditsRoute() {
  return <AdminPlaceholderScreen title="Paint Credits Import" />;
}
