import { AdminLayout } from '@/components/layouts/admin-layout';
import { TextLink } from '@/components/ui/text-link';
import { AdminAccount } from '@/features/admin-auth/components/admin-account';
import { RequireAdmin } from '@/features/admin-auth/components/require-admin';
import { DeactivatedProducts } from '@/features/admin-products/components/deactivated-products';
import { paths } from '@/lib/paths';

/** /admin/deactivated: its own 'Back to Admin' link (docs/product/back-office.md §2.5) in place of the layout's default one. */
export function AdminDeactivatedRoute() {
  return (
    <RequireAdmin whenSignedOut="redirect">
      <AdminLayout title="Deactivated Products" account={<AdminAccount />} showBackLink={false}>
        <TextLink href={paths.admin.dashboard} className="-order-1 w-fit text-sm no-underline hover:underline">
          ← Back to Admin
        </TextLink>
        <DeactivatedProducts />
      </AdminLayout>
    </RequireAdmin>
  );
}
