import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { creditQueries } from '@/lib/credits';
import { TransactionList } from '@/components/credits/transaction-list';

/** The Transaction History tab of /credits (GET /api/credit-transactions?userEmail=). */
export function HistoryTab({ email }: { email: string }) {
  const history = useQuery(creditQueries.history(email));
  if (history.isPending) return <LoadingBlock label="Loading transactions..." />;
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load your transactions"
        message={getErrorMessage(history.error)}
        onRetry={() => history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  if (history.data.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No credit transactions yet.</p>;
  }
  return <TransactionList transactions={history.data} variant="credits" testId="credits-transaction" />;
}
