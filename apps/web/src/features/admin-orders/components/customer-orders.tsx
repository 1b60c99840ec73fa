import { useEffect } from 'react';
import { CANCELLABLE_STATUSES, ORDER_STATUSES, type OrderStatus, type OrderView } from '@shop/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { formatDateTime, formatMoney } from '@/lib/format';
import { packingSlipHref } from '@/lib/paths';
import { toastFailure } from '@/lib/toast-failure';
import { useOrders } from '../api/get-orders';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { useMarkOrderProcessing } from '../api/mark-order-processing';
import { TO_SHIP_CSV_URL } from '../constants';
import { useStatusFilter } from '../hooks/use-status-filter';
import { shortId } from '../utils/format';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDetails } from './order-details';
import { ShipOrderForm } from './ship-order-form';
import { StatusBadge } from './status-badge';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) })),
];

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

function OrdersToolbar({
  status,
  onStatus,
  count,
  refreshing,
  onRefresh,
}: {
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  count: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const noun = `${status ? `${status} ` : ''}${count === 1 ? 'order' : 'orders'}`;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Select
        label="Status"
        className="w-full sm:w-48"
        options={STATUS_OPTIONS}
        value={status ?? ALL}
        onChange={(event) => onStatus(event.target.value === ALL ? null : (event.target.value as OrderStatus))}
        data-testid="order-status-filter"
      />
      <div className="flex flex-wrap items-center gap-2">
        <a href={TO_SHIP_CSV_URL} download className={buttonClasses('secondary', 'sm', 'inline-flex items-center')} data-testid="orders-to-ship-csv">
          Download orders to ship (CSV)
        </a>
        <Button variant="secondary" size="sm" onClick={onRefresh} busy={refreshing}>
          Refresh
        </Button>
      </div>
      <p className="w-full text-sm text-ink-soft" aria-live="polite">
        {count !== null ? `${count} ${noun}, newest first. ` : ''}
        Refreshes every 30 seconds.
      </p>
    </div>
  );
}

/** Customer Orders (docs/product/back-office.md §2.9): every order (or one status), newest first, refreshed every 30 s. */
export function CustomerOrders() {
  const [status, setStatus] = useStatusFilter();
  const orders = useOrders(status);

  // docs/product/back-office.md §8: order-list load failures are only logged. The last list stays on
  // screen (or, when none ever loaded, the empty state); the next poll or Refresh tries again.
  useEffect(() => {
    if (orders.isError) console.error('Loading orders failed', orders.error);
  }, [orders.isError, orders.error, orders.errorUpdatedAt]);

  function list() {
    if (orders.isPending) return <LoadingBlock label="Loading orders..." />;
    if (!orders.data || orders.data.length === 0) {
      return <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">{status ? `No ${status} orders found` : 'No orders found'}</p>;
    }
    return (
      <ul data-testid="admin-orders-list" aria-label="Orders" className="flex flex-col gap-3">
        {orders.data.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="admin-orders" className="flex flex-col gap-4">
      <OrdersToolbar
        status={status}
        onStatus={setStatus}
        count={orders.data ? orders.data.length : null}
        refreshing={orders.isFetching && !orders.isPending}
        onRefresh={() => orders.refetch()}
      />
      {list()}
    </section>
  );
}
