import { TextLink } from '@/components/ui/text-link';
import { AdminScreen } from '@/features/admin-auth/components/admin-screen';
import { CustomerOrders } from '@/features/admin-orders/components/customer-orders';
import { paths } from '@/lib/paths';

/** /admin/orders: Customer Orders (docs/product/back-office.md §2.9). */
export function AdminOrdersRoute() {
  return (
    <AdminScreen title="Customer Orders">
      <TextLink href={paths.admin.manualOrder} className="w-fit">
        Manual Order Entry →
      </TextLink>
      <CustomerOrders />
    </AdminScreen>
  );
}
