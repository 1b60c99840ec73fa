import { clsx } from 'clsx';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadingBlock } from '@/components/ui/spinner';
import type { BarChartProps } from './chart-types';

const RechartsBarChart = lazy(() => import('./recharts-bar-chart'));

type BarChartFigureProps = BarChartProps & {
  title: string;
  /** The table's first column heading ("Day", "Hour"). */
  labelHeading: string;
  /** The table's value column heading. */
  valueHeading: string;
  emptyText: string;
  testId?: string;
};

/**
 * A chart with its figures as a table behind it: the drawing is hidden from screen readers, the table is
 * always read to them, and 'Show as table' puts it on screen for anyone who would rather read.
 */
export function BarChartFigure({ title, labelHeading, valueHeading, emptyText, testId, ...chart }: BarChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const empty = chart.points.length === 0;

  return (
    <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-line bg-paper p-3 sm:p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-semibold text-ink">{title}</figcaption>
        {!empty && (
          <button
            type="button"
            className="min-h-9 rounded-lg px-2 text-sm font-medium text-madder-deep underline-offset-2 hover:underline focus-ring"
            aria-controls={tableId}
            aria-expanded={asTable}
            onClick={() => setAsTable((shown) => !shown)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </div>
      {empty ? (
        <p className="rounded-lg bg-paper-deep p-4 text-center text-sm text-ink-soft">{emptyText}</p>
      ) : (
        <>
          {!asTable && (
            <div aria-hidden="true" className="min-w-0" data-testid={testId && `${testId}-drawing`}>
              <Suspense fallback={<LoadingBlock label="Drawing the chart..." />}>
                <RechartsBarChart {...chart} />
              </Suspense>
            </div>
          )}
          <table id={tableId} className={clsx('w-full text-left text-sm', !asTable && 'sr-only')}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-line text-ink-soft">
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {labelHeading}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.points.map((point) => (
                <tr key={point.label} className="border-b border-line/60 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
                    {point.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums text-ink">{chart.formatValue(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
