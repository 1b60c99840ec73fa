import { useParams } from 'wouter';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { PackingSlipScreen } from '@/features/admin-orders/components/packing-slip-screen';

/** /admin/orders/{id}/packing-slip: one order's printable packing slip (admin only). */
export function AdminPackingSlipRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <RequireAdmin whenSignedOut="redirect">
      <PackingSlipScreen orderId={id} />
    </RequireAdmin>
  );
}
