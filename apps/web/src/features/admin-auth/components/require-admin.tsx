import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
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

type RequireAdminProps = {
  /** What a visitor without an admin session gets: the sign-in form (at /admin) or a redirect to /admin. */
  whenSignedOut: 'login' | 'redirect';
  children: ReactNode;
};

export function RequireAdmin({ whenSignedOut, children }: RequireAdminProps) {
  const me = useAdminMe();
  useAdminSessionExpiry();

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
    return whenSignedOut === 'login' ? <AdminLoginForm /> : <Redirect to={paths.admin.dashboard} replace />;
  }
  return children;
}
