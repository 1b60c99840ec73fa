import type { ReactNode } from 'react';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { AdminAccount } from './admin-account';
import { RequireAdmin } from './require-admin';

type AdminScreenProps = {
  title: string;
  /** /admin itself shows the sign-in form; the other admin screens redirect (to / without any session, else to /admin). */
  isDashboard?: boolean;
  children: ReactNode;
};

/** An admin screen: the admin guard, then the admin frame. */
export function AdminScreen({ title, isDashboard = false, children }: AdminScreenProps) {
  return (
    <RequireAdmin whenSignedOut={isDashboard ? 'login' : 'redirect'}>
      <AdminLayout title={title} account={<AdminAccount />} showBackLink={!isDashboard}>
        {children}
      </AdminLayout>
    </RequireAdmin>
  );
}
