import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '../api/get-order';
import { PackingSlip } from './packing-slip';

/**
 * The printable packing slip page: outside the admin frame, so that printing it (the Print button, or the browser's own)
 * gives the slip alone; the bar above it is hidden in print.
 */
export function PackingSlipScreen({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? `Packing slip #${order.data.orderNumber}` : 'Packing slip');

  function content() {
    if (order.isPending) return <LoadingBlock label="Loading the order..." />;
    if (order.isError) {
      return (
        <ErrorState
          title={isApiError(order.error, 404) ? 'Order not found' : 'Could not load the order'}
          message={getErrorMessage(order.error)}
          onRetry={isApiError(order.error, 404) ? undefined : () => order.refetch()}
          retrying={order.isFetching}
        />
      );
    }
    return <PackingSlip order={order.data} />;
  }

  return (
    <div className="min-h-dvh bg-paper print:min-h-0 print:bg-white">
      <nav aria-label="Packing slip" data-testid="packing-slip-nav" className="border-b border-line bg-white print:hidden">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <TextLink href={paths.admin.orders} className="text-sm">
            ← Customer Orders
          </TextLink>
          {order.data && <Button onClick={() => window.print()}>Print</Button>}
        </div>
      </nav>
      <main id="main" className="mx-auto flex max-w-3xl flex-col px-4 py-6 print:max-w-none print:p-0">
        {content()}
      </main>
    </div>
  );
}
