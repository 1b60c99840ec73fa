import type { ReactNode } from 'react';
import type { OrderLine, OrderView } from '@shop/contracts';
import { SITE_NAME } from '@/config/constants';
import { formatDay } from '../utils/format';
import { ShipTo } from './ship-to';

function SlipSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 break-inside-avoid">
      <h2 className="text-xs font-semibold tracking-wide text-ink-soft uppercase print:text-black">{title}</h2>
      {children}
    </section>
  );
}

function ItemRow({ line }: { line: OrderLine }) {
  const extenders = line.extenders ?? [];
  return (
    <tr className="align-top">
      <td className="py-2 pr-4 text-right font-semibold tabular-nums">{line.quantity}</td>
      <td className="py-2">
        <span className="block break-words">{line.name}</span>
        {extenders.length > 0 && (
          <span className="block text-sm text-ink-soft print:text-black">With: {extenders.map((e) => e.name).join(', ')}</span>
        )}
      </td>
    </tr>
  );
}

/** One order's packing slip: what goes in the parcel and where it goes, no prices (docs/product/back-office.md). */
export function PackingSlip({ order }: { order: OrderView }) {
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article
      data-testid="packing-slip"
      className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 text-ink shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="font-display text-2xl font-semibold">{SITE_NAME}</p>
          <h1 className="text-lg font-semibold">Packing slip</h1>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-ink-soft print:text-black">Order</dt>
          <dd className="font-semibold">#{order.orderNumber}</dd>
          <dt className="text-ink-soft print:text-black">Date</dt>
          <dd>{formatDay(order.createdAt)}</dd>
        </dl>
      </header>
      {order.status === 'cancelled' && (
        <p role="note" className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          This order is cancelled: do not ship it.
        </p>
      )}
      <SlipSection title="Ship to">
        <ShipTo order={order} />
        <p className="break-all text-sm text-ink-soft print:text-black">{order.customerEmail}</p>
      </SlipSection>
      <SlipSection title="Items">
        {order.items.length ? (
          <table className="w-full border-collapse text-left" data-testid="packing-slip-items">
            <thead>
              <tr className="border-b border-line text-sm">
                <th scope="col" className="w-12 py-1 pr-4 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Item
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {order.items.map((line, index) => (
                <ItemRow key={`${line.id}-${index}`} line={line} />
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-ink-soft">No items recorded.</p>
        )}
        <p className="text-sm">
          {units} {units === 1 ? 'unit' : 'units'} in all
        </p>
      </SlipSection>
      <SlipSection title="Notes">
        <p className="whitespace-pre-line break-words">{order.notes || <span className="text-ink-soft">No notes.</span>}</p>
      </SlipSection>
    </article>
  );
}
