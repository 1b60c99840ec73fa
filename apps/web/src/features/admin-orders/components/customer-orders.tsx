import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { CANCELLABLE_STATUSES, type OrderView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { packingSlipHref } from '@/lib/paths';
import { toastFailure } from '@/lib/toast-failure';
import { useOrders } from '../api/get-orders';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { useMarkOrderProcessing } from '../api/mark-order-processing';
import { ORDERS_PAGE_SIZE, TO_SHIP_CSV_URL } from '../constants';
import { useOrderFilters } from '../hooks/use-order-filters';
import { shortId } from '../utils/format';
import { dateFieldOfMessage, hasOrderFilters, orderDateProblem, pageCountOf, type DateField, type OrderFilters } from '../utils/order-filters';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDetails } from './order-details';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersPager } from './orders-pager';
import { ShipOrderForm } from './ship-order-form';
import { StatusBadge } from './status-badge';

function OrderCard({ order }: { order: OrderView }) {
  const markPaid = useMarkOrderPaid();
  const markProcessing = useMarkOrderProcessing();
  const short = shortId(order.id);
  const succeeded = (what: string) => () => toast({ title: 'Success', description: `Order ${short} is marked ${what}.`, variant: 'success' });

  function markAsProcessing() {
    markProcessing.mutate(order.id, { onSuccess: succeeded('processing'), onError: toastFailure('Failed to mark the order processing') });
  }

  /** Mark Paid acts on the first click: docs/product/back-office.md §5 asks for no confirmation here. */
  function markAsPaid() {
    markPaid.mutate(order.id, { onSuccess: succeeded('paid'), onError: toastFailure('Failed to mark the order paid') });
  }

  return (
    <li data-testid="admin-order" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-ink" data-testid="order-short-id">
              {short}
            </span>
            <StatusBadge status={order.status} />
            <span className="text-xs text-ink-soft">#{order.orderNumber}</span>
          </span>
          <span className="break-all text-ink">{order.customerEmail}</span>
          <span className="text-sm text-ink-soft">{formatDateTime(order.createdAt)}</span>
        </div>
        <div className="flex flex-col items-end gap-2">
          <span className="text-lg font-semibold tabular-nums text-ink" data-testid="order-total">
            {formatMoney(order.total)}
          </span>
          {order.status === 'pending' && (
            <Button size="sm" onClick={markAsPaid} busy={markPaid.isPending} data-testid="mark-paid">
              Mark Paid
            </Button>
          )}
          {order.status === 'paid' && (
            <Button size="sm" onClick={markAsProcessing} busy={markProcessing.isPending} data-testid="mark-processing">
              Mark processing
            </Button>
          )}
          {(order.status === 'paid' || order.status === 'processing') && <ShipOrderForm order={order} label={short} />}
          <div className="flex flex-wrap justify-end gap-2">
            {CANCELLABLE_STATUSES.includes(order.status) && <CancelOrderDialog order={order} label={short} />}
            <a
              href={packingSlipHref(order.id)}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary', 'sm', 'inline-flex items-center')}
              aria-label={`Packing slip for order ${short} (opens in a new tab)`}
            >
              Packing slip
            </a>
          </div>
        </div>
      </div>
      <OrderDetails order={order} />
    </li>
  );
}

function OrdersActions({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: (() => void) | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">Newest first. Refreshes every 30 seconds.</p>
      <div className="flex flex-wrap items-center gap-2">
        <a href={TO_SHIP_CSV_URL} download className={buttonClasses('secondary', 'sm', 'inline-flex items-center')} data-testid="orders-to-ship-csv">
          Download orders to ship (CSV)
        </a>
        <Button variant="secondary" size="sm" onClick={onRefresh ?? undefined} disabled={!onRefresh} busy={refreshing}>
          Refresh
        </Button>
      </div>
    </div>
  );
}

/** What the empty list says: the search found nothing (with a way out), or there are no orders at all. */
function EmptyOrders({ filters, onClear }: { filters: OrderFilters; onClear: () => void }) {
  const searched = Boolean(filters.q || filters.from || filters.to);
  const text = searched ? 'No orders match your search.' : filters.status ? `No ${filters.status} orders found` : 'No orders found';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl bg-paper-deep p-6 text-center text-ink-soft" data-testid="admin-orders-empty">
      <p>{text}</p>
      {hasOrderFilters(filters) && (
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear search
        </Button>
      )}
    </div>
  );
}

/**
 * Customer Orders (docs/product/back-office.md §2.9): the orders the search finds (an order number, part of an e-mail
 * or a name, a status, the days placed), newest first, ORDERS_PAGE_SIZE a page, refreshed every 30 s. The filters and
 * the page are kept in the address.
 */
export function CustomerOrders() {
  const [filters, setFilters] = useOrderFilters();
  const [searchKey, setSearchKey] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { q, status, from, to, page } = filters;
  // The contracts' own rule for the days: a range the wrong way round is refused here, and nothing is sent.
  const dateProblem = orderDateProblem({ from, to });
  const orders = useOrders({ q, status, from, to, page, pageSize: ORDERS_PAGE_SIZE }, dateProblem === null);

  // docs/product/back-office.md §8: a failed refresh is only logged and the last list stays on screen; the next poll
  // or Refresh tries again. With no list to keep (the first load, another search), the error is shown as well.
  useEffect(() => {
    if (orders.isError) console.error('Loading orders failed', orders.error);
  }, [orders.isError, orders.error, orders.errorUpdatedAt]);

  // A 400 about a day (its message names the field: "to must not be before from") is shown next to that date input.
  const serverMessage = orders.isError && isApiError(orders.error, 400) ? orders.error.serverMessage : null;
  const serverDateField = dateFieldOfMessage(serverMessage);
  const dateErrors: Partial<Record<DateField, string>> = {};
  if (dateProblem) dateErrors[dateProblem.field as DateField] = dateProblem.message;
  else if (serverDateField && serverMessage) dateErrors[serverDateField] = serverMessage;

  const data = dateProblem ? undefined : orders.data;
  const total = data ? (data.total ?? (page - 1) * ORDERS_PAGE_SIZE + data.items.length) : 0;

  // A page left empty (orders moved out of the status, a link to a page past the last) goes back to the last page.
  const emptiedPage = Boolean(data && !orders.isPlaceholderData && data.items.length === 0 && page > 1);
  const lastPage = pageCountOf(total, ORDERS_PAGE_SIZE);
  useEffect(() => {
    if (emptiedPage) setFilters({ page: Math.min(lastPage, page - 1) });
  }, [emptiedPage, lastPage, page, setFilters]);

  function clearSearch() {
    setSearchKey((key) => key + 1);
    setFilters({ q: '', status: null, from: '', to: '' });
  }

  function goToPage(next: number, fromBottom = false) {
    setFilters({ page: next });
    // From the pager under the list, the reader is taken back up to the top of the new page.
    if (fromBottom) summaryRef.current?.focus();
  }

  function list() {
    if (dateProblem || (serverDateField && !data)) {
      return <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">Correct the days to see the orders placed then.</p>;
    }
    if (orders.isPending) return <LoadingBlock label="Loading orders..." />;
    if (!data) {
      return (
        <ErrorState
          title="Could not load orders"
          message={getErrorMessage(orders.error)}
          onRetry={() => orders.refetch()}
          retrying={orders.isFetching}
        />
      );
    }
    if (data.items.length === 0) return <EmptyOrders filters={filters} onClear={clearSearch} />;
    const pager = (bottom: boolean) => (
      <OrdersPager
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        shown={data.items.length}
        total={total}
        onPage={(next) => goToPage(next, bottom)}
        label={bottom ? 'Order pages, end of the list' : 'Order pages'}
        live={!bottom}
        summaryRef={bottom ? undefined : summaryRef}
      />
    );
    return (
      <>
        {pager(false)}
        <ul
          data-testid="admin-orders-list"
          aria-label="Orders"
          aria-busy={orders.isPlaceholderData || undefined}
          className={clsx('flex flex-col gap-3', orders.isPlaceholderData && 'opacity-60 transition-opacity')}
        >
          {data.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        {total > ORDERS_PAGE_SIZE && pager(true)}
      </>
    );
  }

  return (
    <section data-testid="admin-orders" className="flex min-w-0 flex-col gap-4">
      <OrdersFilterBar filters={filters} onChange={setFilters} dateErrors={dateErrors} searchKey={searchKey} />
      {/* Refresh asks again for what is listed: not while the days are refused (nothing is sent then). */}
      <OrdersActions refreshing={orders.isFetching && !orders.isPending} onRefresh={dateProblem ? null : () => void orders.refetch()} />
      {list()}
    </section>
  );
}
