import type { ProductView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useProductStock } from '../api/get-product-stock';
import { useProductVariants } from '../api/get-product-variants';
import { stockRows } from '../utils/stock-items';
import { RestockControls } from './restock-controls';
import { StockForm } from './stock-form';
import { StockMovements } from './stock-movements';

/**
 * The product's stock (docs/rules.md §7): the levels form, one-click restocks of the counted items, and the
 * movements. It needs the variants too, since each variant is an item of its own.
 */
export function StockSection({ product }: { product: ProductView }) {
  const stock = useProductStock(product.id);
  const variants = useProductVariants(product.id);

  if (stock.isPending || variants.isPending) return <LoadingBlock label="Loading stock..." />;
  if (stock.isError) {
    return (
      <ErrorState
        title="Could not load the stock"
        message={getErrorMessage(stock.error)}
        onRetry={() => stock.refetch()}
        retrying={stock.isFetching}
      />
    );
  }
  if (variants.isError) {
    return (
      <ErrorState
        title="Could not load the variants"
        message={getErrorMessage(variants.error)}
        onRetry={() => variants.refetch()}
        retrying={variants.isFetching}
      />
    );
  }

  const view = stock.data;
  const rows = stockRows(
    product,
    variants.data,
    view.items.map((entry) => entry.item),
  );
  const labels = new Map(rows.map((row) => [row.item, row.label]));
  const labelOf = (item: string) => labels.get(item) ?? item;

  return (
    <div className="flex flex-col gap-5" data-testid="stock-section">
      {/* Keyed by the server's stock: a save, a restock or an order that moves it starts the form again from it. */}
      <StockForm key={JSON.stringify([view, rows])} productId={product.id} productName={product.name} view={view} rows={rows} />
      {view.tracked && <RestockControls productId={product.id} entries={view.items} labelOf={labelOf} />}
      <StockMovements productId={product.id} labelOf={labelOf} />
    </div>
  );
}
