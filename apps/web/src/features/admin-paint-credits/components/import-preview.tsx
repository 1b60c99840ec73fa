import type { PaintCreditImportRow } from '@shop/contracts';
import { formatMoney } from '@/lib/format';
import { previewTotals } from '../utils/import-summary';

/** What 'Preview Import' found: pans and dollar credit per customer, and the total. */
export function ImportPreview({ rows }: { rows: readonly PaintCreditImportRow[] }) {
  const totals = previewTotals(rows);
  return (
    <section aria-labelledby="paint-preview-heading" className="flex flex-col gap-2" data-testid="paint-credit-preview">
      <h3 id="paint-preview-heading" className="font-display text-lg font-semibold text-ink">
        Preview: {totals.customers} {totals.customers === 1 ? 'customer' : 'customers'}
      </h3>
      <ul className="flex max-h-80 flex-col divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white">
        {rows.map((row, index) => (
          <li key={`${row.email}-${index}`} data-testid="paint-preview-row" className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-all text-ink">{row.email}</p>
              <p className="text-ink-soft">
                {row.firstName} · {row.pansPurchased} {row.pansPurchased === 1 ? 'pan' : 'pans'} · {row.ordersWithPaint}{' '}
                {row.ordersWithPaint === 1 ? 'order' : 'orders'}
              </p>
            </div>
            <span className="shrink-0 font-semibold text-ink tabular-nums">{formatMoney(row.calculatedCredits)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between rounded-xl bg-paper-deep px-3 py-2 font-semibold text-ink" data-testid="paint-preview-total">
        <span>
          Total: {totals.pans} {totals.pans === 1 ? 'pan' : 'pans'}
        </span>
        <span className="tabular-nums">{formatMoney(totals.dollars)}</span>
      </p>
    </section>
  );
}
