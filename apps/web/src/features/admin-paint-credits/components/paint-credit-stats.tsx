import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { usePaintCreditsOverview } from '../api/paint-credits';

/** The four stat cards (docs/product/back-office.md §2.8), refreshed every 30 seconds. */
export function PaintCreditStats() {
  const query = usePaintCreditsOverview();
  if (query.isPending) return <LoadingBlock label="Loading paint credits..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the paint-credit overview"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const stats = [
    { label: 'Total customers', value: String(query.data.totalCustomers), testId: 'paint-stat-customers' },
    { label: 'Credits issued', value: formatMoney(query.data.totalCreditsIssued), testId: 'paint-stat-issued' },
    { label: 'Active credits', value: formatMoney(query.data.activeCredits), testId: 'paint-stat-active' },
    { label: 'Customers with active credits', value: String(query.data.customersWithCredits), testId: 'paint-stat-with-credits' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="paint-credit-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-line bg-white p-3">
          <dt className="text-xs font-medium text-ink-soft">{stat.label}</dt>
          <dd className="font-display text-2xl font-semibold text-ink tabular-nums" data-testid={stat.testId}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
