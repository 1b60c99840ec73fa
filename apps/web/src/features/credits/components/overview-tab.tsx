import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { creditQueries } from '@/lib/credits';

function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <p className="text-sm text-ink-soft">{label}</p>
      <p data-testid={testId} className="font-display text-3xl font-semibold text-ink tabular-nums">
        {value}
      </p>
    </Card>
  );
}

/** How credits are earned (docs/product/engagement.md "Your Credits", docs/rules.md §8). */
export function EarnExplanation() {
  return (
    <Card className="flex flex-col gap-2">
      <h2 className="font-display text-lg font-semibold text-ink">How you earn credits</h2>
      <ul className="list-disc pl-5 text-ink">
        <li>Individual colors: 1 credit per color.</li>
        <li>Watercolor sets: as many credits as colors in the set.</li>
        <li>Subscription box: 10+ credits per box.</li>
      </ul>
      <p className="text-sm text-ink-soft">Credits arrive once the order is paid. One credit buys one extra giveaway entry.</p>
    </Card>
  );
}

/** Available Credits, Total Purchases and Giveaway Entries (GET /api/user-stats), and how credits are earned. */
export function OverviewTab({ email }: { email: string }) {
  const stats = useQuery(creditQueries.userStats(email));
  const show = (value: (data: NonNullable<typeof stats.data>) => ReactNode) => (stats.data ? value(stats.data) : '…');

  return (
    <div className="flex flex-col gap-4">
      {stats.isError && (
        <ErrorState
          title="Could not load your credits"
          message={getErrorMessage(stats.error)}
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard label="Available Credits" testId="credits-available" value={show((data) => data.totalCredits)} />
        <StatCard label="Total Purchases" testId="credits-total-purchases" value={show((data) => formatMoney(data.totalPurchases))} />
        <StatCard label="Giveaway Entries" testId="credits-giveaway-entries" value={show((data) => data.giveawayEntries)} />
      </div>
      <EarnExplanation />
    </div>
  );
}
