import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { PaintCreditsImport } from '@/features/admin-paint-credits/components/paint-credits-import';

export function AdminPaintCreditsRoute() {
  return (
    <AdminScreen title="Paint Credits Import">
      <PaintCreditsImport />
    </AdminScreen>
  );
}
