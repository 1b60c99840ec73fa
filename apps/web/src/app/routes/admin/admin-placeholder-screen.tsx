import { NotBuiltYet } from '@/components/ui/alert';
import { AdminScreen } from '@/features/admin-auth/components/admin-screen';

/** An admin screen whose panel a later release builds. */
export function AdminPlaceholderScreen({ title }: { title: string }) {
  return (
    <AdminScreen title={title}>
      <NotBuiltYet message="This panel is not built yet. It arrives in a later release." />
    </AdminScreen>
  );
}
