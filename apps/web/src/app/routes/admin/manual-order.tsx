import { TextLink } from '@/components/ui/text-link';
import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { ManualOrderForm } from '@/features/admin-orders/components/manual-order-form';
import { paths } from '@/lib/paths';

/** /admin/orders/manual: Manual Order Entry (docs/product/back-office.md §2.10). */
export function AdminManualOrderRoute() {
  return (
    <AdminScreen title="Manual Order Entry">
      <p className="text-ink-soft">
        Record an order paid through PayPal outside the shop. It is saved as paid. <TextLink href={paths.admin.orders}>Customer Orders →</TextLink>
      </p>
      <ManualOrderForm />
    </AdminScreen>
  );
}
