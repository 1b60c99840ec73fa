import { formatMoney } from '@/lib/format';
import type { AbandonedCartsSummary } from '../utils/summary';

function SummaryCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-paper p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** docs/product/back-office.md §2.3: count, total potential revenue and average cart value of the carts listed. */
export function SummaryCards({ summary }: { summary: AbandonedCartsSummary }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Abandoned carts summary">
      <SummaryCard label="Abandoned carts" value={String(summary.count)} testId="abandoned-count" />
      <SummaryCard label="Total potential revenue" value={formatMoney(summary.totalValue)} testId="abandoned-total" />
      <SummaryCard label="Average cart value" value={formatMoney(summary.averageValue)} testId="abandoned-average" />
    </dl>
  );
}
