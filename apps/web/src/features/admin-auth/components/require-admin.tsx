import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';
import { adminMeQueryOptions, useAdminMe } from '../api/get-admin-me';
import { AdminLoginForm } from './admin-login-form';

/** Any admin call answering 401 means the admin session ended: show the sign-in again. */
function useAdminSessionExpiry() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const [scope, name] = event.query.queryKey;
        if (scope === 'admin' && name !== 'me' && isApiError(event.action.error, 401)) {
          queryClient.setQueryData(adminMeQueryOptions().queryKey, null);
        }
      }),
    [queryClient],
  );
}

/** True once this page has seen an admin session: its end (expiry, Sign out) shows the sign-in again. */
let adminSeenThisPage = false;

type RequireAdminProps = {
  /**
   * What a browser without an admin session gets: the sign-in form (at /admin itself), or a
   * redirect ('redirect', every other admin screen): to / without any session (docs/product/shopper.md §2,
   * the route guard), to the /admin sign-in when a shopper session exists or an admin session ended here.
   */
  whenSignedOut: 'login' | 'redirect';
  children: ReactNode;
};

export function RequireAdmin({ whenSignedOut, children }: RequireAdminProps) {
  const me = useAdminMe();
  const { email: shopperEmail } = useShopperSession();
  useAdminSessionExpiry();
  const signedIn = !!me.data;
  // Noted once the render is committed: a later render without the session (its end) reads it.
  useEffect(() => {
    if (signedIn) adminSeenThisPage = true;
  }, [signedIn]);

  if (me.isPending) {
    return (
      <CenteredLayout title="Admin">
        <LoadingBlock label="Checking your admin session..." />
      </CenteredLayout>
    );
  }
  if (me.isError) {
    return (
      <CenteredLayout title="Admin">
        <ErrorState
          title="Could not check your admin session"
          message={getErrorMessage(me.error, 'The server did not answer. Please try again.')}
          onRetry={() => me.refetch()}
          retrying={me.isFetching}
        />
      </CenteredLayout>
    );
  }
  if (!me.data) {
    if (whenSignedOut === 'login') return <AdminLoginForm />;
    const target = shopperEmail || adminSeenThisPage ? paths.admin.dashboard : paths.home;
    return <Redirect to={target} replace />;
  }
  return children;
}
