import { clsx } from 'clsx';
import { useId, useState } from 'react';
import {
  DEFAULT_SALE_TYPE,
  DEFAULT_SALES_RANGE,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  SALES_RANGE_LABELS,
  SALES_RANGES,
  type SalesRange,
  type SaleType,
} from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useSalesOverview } from '../api/sales-overview';
import { SalesOverviewFigures } from './sales-overview-figures';

const SELECT = 'min-h-11 rounded-xl border border-line bg-white px-3.5 text-base text-ink focus-ring';

/** docs/product/back-office.md "Sales Overview Dashboard": paid orders by range and sale type. */
export function SalesOverviewDashboard() {
  const [range, setRange] = useState<SalesRange>(DEFAULT_SALES_RANGE);
  const [saleType, setSaleType] = useState<SaleType>(DEFAULT_SALE_TYPE);
  const overview = useSalesOverview(range, saleType);
  const rangeId = useId();
  const typeId = useId();

  function body() {
    if (overview.isPending) return <LoadingBlock label="Loading the sales overview..." />;
    if (!overview.data) {
      return (
        <ErrorState
          title="Failed to fetch the sales overview"
          message={getErrorMessage(overview.error)}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      );
    }
    return (
      <div className={clsx(overview.isPlaceholderData && 'opacity-60')} aria-busy={overview.isFetching || undefined}>
        {overview.isError && <ErrorState title="Could not refresh the sales overview" message={getErrorMessage(overview.error)} />}
        <SalesOverviewFigures overview={overview.data} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="sales-overview">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={rangeId} className="text-sm font-medium text-ink">
            Range
          </label>
          <select id={rangeId} value={range} onChange={(e) => setRange(e.target.value as SalesRange)} className={SELECT}>
            {SALES_RANGES.map((value) => (
              <option key={value} value={value}>
                {SALES_RANGE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium text-ink">
            Sale type
          </label>
          <select id={typeId} value={saleType} onChange={(e) => setSaleType(e.target.value as SaleType)} className={SELECT}>
            {SALE_TYPES.map((value) => (
              <option key={value} value={value}>
                {SALE_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => overview.refetch()} busy={overview.isFetching && !overview.isPending}>
          Refresh
        </Button>
      </div>
      {body()}
    </div>
  );
}
