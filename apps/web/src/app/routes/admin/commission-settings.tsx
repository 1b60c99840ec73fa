import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { CommissionSettings } from '@/features/admin-commission/components/commission-settings';

export function CommissionSettingsRoute() {
  return (
    <AdminScreen title="Commission Settings">
      <CommissionSettings />
    </AdminScreen>
  );
}
