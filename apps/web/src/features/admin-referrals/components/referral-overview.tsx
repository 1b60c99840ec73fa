import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useReferralOverview } from '../api/referral-oversight';

/** The Overview sub-tab: the whole program's figures (docs/product/back-office.md §3 "Referral"). */
export function ReferralOverviewFigures() {
  const query = useReferralOverview();
  if (query.isPending) return <LoadingBlock label="Loading the referral overview..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to fetch the referral overview"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const overview = query.data;
  const figures = [
    { label: 'Referrers', value: String(overview.totalUsers), testId: 'referral-stat-users' },
    { label: 'Active links', value: String(overview.totalActiveLinks), testId: 'referral-stat-links' },
    { label: 'Clicks', value: String(overview.totalClicks), testId: 'referral-stat-clicks' },
    { label: 'Conversions', value: String(overview.totalConversions), testId: 'referral-stat-conversions' },
    { label: 'Conversion rate', value: `${overview.conversionRate.toFixed(1)}%`, testId: 'referral-stat-rate' },
    { label: 'Referral revenue', value: formatMoney(overview.totalReferralRevenue), testId: 'referral-stat-revenue' },
    { label: 'Commission paid', value: formatMoney(overview.totalCommissionsPaid), testId: 'referral-stat-commission' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="referral-overview">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl border border-line bg-paper p-3">
          <dt className="text-xs font-medium text-ink-soft">{figure.label}</dt>
          <dd className="font-display text-xl font-semibold text-ink tabular-nums" data-testid={figure.testId}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
