import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/toast-failure';
import { useAdminLogout } from '../api/admin-logout';
import { useAdminMe } from '../api/get-admin-me';

/** The signed-in administrator's e-mail and the Sign out button. */
export function AdminAccount() {
  const { data: admin } = useAdminMe();
  const logout = useAdminLogout();

  function signOut() {
    logout.mutate(undefined, {
      onError: toastFailure('Sign out failed'),
    });
  }

  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="truncate text-sm text-ink-soft" title={admin?.name}>
        {admin?.email}
      </span>
      <Button variant="secondary" size="sm" onClick={signOut} busy={logout.isPending}>
        Sign out
      </Button>
    </div>
  );
}
