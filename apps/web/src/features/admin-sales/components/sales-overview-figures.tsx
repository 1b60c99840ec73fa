import type { SalesOverview } from '@shop/contracts';
import { SALE_TYPE_LABELS } from '@shop/contracts';
import { BarChartFigure } from '@/components/chart/bar-chart-figure';
import { SectionTitle, StatCards } from '@/components/ui/stat-cards';
import { formatCount, formatDay } from '@/lib/format-figures';
import { formatDateTime, formatMoney } from '@/lib/format';

function Totals({ totals }: { totals: SalesOverview['totals'] }) {
  return (
    <StatCards
      label="Sales totals"
      figures={[
        { label: 'Total revenue', value: formatMoney(totals.totalRevenue), testId: 'sales-total-revenue' },
        { label: 'Orders', value: formatCount(totals.totalOrders), testId: 'sales-total-orders' },
        { label: 'Average order', value: formatMoney(totals.averageOrderValue), testId: 'sales-average-order' },
        { label: 'Referral revenue', value: formatMoney(totals.referralRevenue), testId: 'sales-referral-revenue' },
        { label: 'Subscription revenue', value: formatMoney(totals.subscriptionRevenue), testId: 'sales-subscription-revenue' },
      ]}
    />
  );
}

function EmptyList({ children }: { children: string }) {
  return <p className="rounded-xl bg-paper-deep p-4 text-center text-sm text-ink-soft">{children}</p>;
}

const LIST = 'flex flex-col divide-y divide-line rounded-xl border border-line bg-paper';

function RecentSales({ sales }: { sales: SalesOverview['recentSales'] }) {
  return (
    <section aria-labelledby="recent-sales" className="flex min-w-0 flex-col gap-2">
      <SectionTitle id="recent-sales">Recent sales</SectionTitle>
      {sales.length === 0 ? (
        <EmptyList>No sales in this range.</EmptyList>
      ) : (
        <ul className={LIST} data-testid="recent-sales">
          {sales.map((sale) => (
            <li key={sale.orderId} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-all text-ink">
                  #{sale.orderNumber} · {sale.customerName ?? sale.customerEmail}
                </p>
                <p className="text-xs text-ink-soft">
                  {sale.saleTypes.map((type) => SALE_TYPE_LABELS[type]).join(', ')} · {sale.itemCount} item
                  {sale.itemCount === 1 ? '' : 's'} · {formatDateTime(sale.paidAt)}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums text-ink">{formatMoney(sale.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopProducts({ products }: { products: SalesOverview['topProducts'] }) {
  return (
    <section aria-labelledby="top-products" className="flex min-w-0 flex-col gap-2">
      <SectionTitle id="top-products">Top products</SectionTitle>
      {products.length === 0 ? (
        <EmptyList>No products sold in this range.</EmptyList>
      ) : (
        <ol className={LIST} data-testid="top-products">
          {products.map((product) => (
            <li key={product.name} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{product.name}</p>
                <p className="text-xs text-ink-soft">
                  {formatCount(product.quantity)} sold in {formatCount(product.orders)} order{product.orders === 1 ? '' : 's'}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums text-ink">{formatMoney(product.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SalesByType({ byType }: { byType: SalesOverview['salesByType'] }) {
  return (
    <section aria-labelledby="sales-by-type" className="flex min-w-0 flex-col gap-2">
      <SectionTitle id="sales-by-type">Sales by type</SectionTitle>
      {byType.length === 0 ? (
        <EmptyList>No sales in this range.</EmptyList>
      ) : (
        <ul className={LIST} data-testid="sales-by-type">
          {byType.map((entry) => (
            <li key={entry.saleType} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 text-ink">
                {SALE_TYPE_LABELS[entry.saleType]}{' '}
                <span className="text-xs text-ink-soft">
                  ({formatCount(entry.orders)} order{entry.orders === 1 ? '' : 's'})
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-ink">{formatMoney(entry.revenue)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Insights({ insights }: { insights: string[] }) {
  return (
    <section aria-labelledby="sales-insights" className="flex flex-col gap-2 rounded-xl border border-line bg-sage-wash/60 p-4">
      <SectionTitle id="sales-insights">Sales Insights</SectionTitle>
      {insights.length === 0 ? (
        <p className="text-sm text-ink-soft">Nothing to point out in this range yet.</p>
      ) : (
        <ul className="list-disc pl-5 text-sm text-ink" data-testid="sales-insights">
          {insights.map((insight) => (
            <li key={insight}>{insight}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The five totals, the four lists (recent sales, top products, sales by day and by type) and the insights. */
export function SalesOverviewFigures({ overview }: { overview: SalesOverview }) {
  return (
    <div className="flex flex-col gap-5">
      <Totals totals={overview.totals} />
      <Insights insights={overview.insights} />
      <BarChartFigure
        title="Sales by day"
        testId="chart-sales-by-day"
        labelHeading="Day"
        valueHeading="Revenue"
        valueName="Revenue"
        emptyText="No sales in this range."
        formatValue={formatMoney}
        points={overview.salesByDay.map((day) => ({ label: formatDay(day.date), value: day.revenue }))}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <RecentSales sales={overview.recentSales} />
        <TopProducts products={overview.topProducts} />
      </div>
      <SalesByType byType={overview.salesByType} />
    </div>
  );
}
