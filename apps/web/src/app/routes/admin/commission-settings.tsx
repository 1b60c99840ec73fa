import { AdminPlaceholderScreen } from './admin-placeholder-screen';

export function CommissionSettingsRoute() {
  return <AdminPlaceholderScreen title="Commission Settings" />;
}
