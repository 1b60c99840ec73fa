import { clsx } from 'clsx';
import { useState } from 'react';
import type { StockMovementView } from '@shop/contracts';
import { QueryStates } from '@/components/ui/query-states';
import { formatDateTime } from '@/lib/format';
import { useStockMovements } from '../api/get-stock-movements';
import { STOCK_MOVEMENT_LABELS } from '../types';

const cell = 'px-3 py-2 align-top';

/** Units in or out, signed: +5, −2, 0 (a sale only records that a reservation was paid for). */
const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

/** Why it moved: the owner's reason, else the order it belongs to. */
const why = (movement: StockMovementView) => movement.reason || (movement.orderId ? `Order ${movement.orderId}` : '—');

function MovementsTable({ movements, labelOf }: { movements: StockMovementView[]; labelOf: (item: string) => string }) {
  return (
    // Focusable, so a keyboard can scroll the wide table on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Stock movements">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Stock movements, newest first</caption>
        <thead className="border-b border-line text-ink-soft">
          <tr>
            {['When', 'Item', 'Kind', 'Change', 'Level after', 'By', 'Why'].map((heading) => (
              <th key={heading} scope="col" className={clsx(cell, 'font-medium')}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {movements.map((movement) => (
            <tr key={movement.id} data-testid="stock-movement-row">
              <td className={clsx(cell, 'whitespace-nowrap')}>{formatDateTime(movement.createdAt)}</td>
              <td className={cell}>{labelOf(movement.item)}</td>
              <td className={cell}>{STOCK_MOVEMENT_LABELS[movement.kind] ?? movement.kind}</td>
              <td className={clsx(cell, 'font-semibold tabular-nums', movement.delta < 0 ? 'text-red-700' : movement.delta > 0 && 'text-sage')}>
                {signed(movement.delta)}
              </td>
              <td className={clsx(cell, 'tabular-nums')}>{movement.level}</td>
              <td className={clsx(cell, 'break-all')}>{movement.actor}</td>
              <td className={clsx(cell, 'break-words')}>{why(movement)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type StockMovementsProps = { productId: string; labelOf: (item: string) => string };

/** The product's stock ledger, newest first, read when the list is opened (and again each time). */
export function StockMovements({ productId, labelOf }: StockMovementsProps) {
  const [open, setOpen] = useState(false);
  const query = useStockMovements(productId, open);
  return (
    <details className="group rounded-xl border border-line bg-white" data-testid="stock-movements" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 font-medium text-ink focus-ring">
        Movements
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {open && (
        <div className="px-4 pb-4">
          <QueryStates query={query} noun="stock movements" emptyText="No stock movements yet">
            {(movements) => <MovementsTable movements={movements} labelOf={labelOf} />}
          </QueryStates>
        </div>
      )}
    </details>
  );
}
