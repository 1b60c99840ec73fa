import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { creditQueries } from '@/lib/credits';
import { TransactionList } from '@/components/credits/transaction-list';
import { getErrorMessage } from '@/lib/api-client';

/** The History tab of /referrals (GET /api/credits/{email}/transactions). */
export function ReferralsHistoryTab({ email }: { email: string }) {
  const history = useQuery(creditQueries.transactions(email));
  if (history.isPending) return <LoadingBlock label="Loading credit activity..." />;
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load your credit activity"
        message={getErrorMessage(history.error)}
        onRetry={() => history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No credit activity yet.</p>;
  }
  return <TransactionList transactions={history.data} variant="referrals" testId="referrals-transaction" />;
}
