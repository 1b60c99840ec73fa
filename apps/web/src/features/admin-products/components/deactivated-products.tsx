import { clsx } from 'clsx';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDeactivatedProducts } from '../api/get-deactivated-products';
import { useReactivateProduct } from '../api/reactivate-product';
import type { DeactivatedProduct } from '../types';
import { Badge } from './fields';

function DeactivatedRow({ product }: { product: DeactivatedProduct }) {
  const reactivate = useReactivateProduct();

  /** Awaited: the refreshed list drops this row, and react-query skips the callbacks of an unmounted caller. */
  async function handleReactivate() {
    try {
      await reactivate.mutateAsync(product.id);
      toast({ title: 'Product Reactivated', description: `"${product.name}" is back in the catalog.`, variant: 'success' });
    } catch (error) {
      // docs/product/back-office.md §8: the fixed text as the title, the server's words (if any) below it.
      toast({ title: 'Failed to reactivate product.', description: getErrorMessage(error, ''), variant: 'destructive' });
    }
  }

  return (
    <li
      data-testid="deactivated-product-row"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-3 sm:flex-row sm:items-center sm:p-4"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {product.images[0] ? (
          <img src={product.images[0]} alt="" loading="lazy" className="size-16 shrink-0 rounded-xl bg-paper-deep object-cover" />
        ) : (
          <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-paper-deep text-xs text-ink-soft">No image</div>
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink">{product.name}</span>
            <Badge tone="bad">Deactivated</Badge>
          </p>
          <p className="text-sm text-ink-soft">
            {product.category}
            {product.subcategory ? ` · ${product.subcategory}` : ''}
          </p>
          <p className="text-sm font-medium text-ink">{formatMoney(product.price)}</p>
        </div>
      </div>
      <Button onClick={() => void handleReactivate()} busy={reactivate.isPending} aria-label={`Reactivate ${product.name}`} className="sm:w-fit">
        Reactivate
      </Button>
    </li>
  );
}

/** Deactivated Products (docs/product/back-office.md §2.5): reactivate what was taken out of the catalog. */
export function DeactivatedProducts() {
  const query = useDeactivatedProducts();
  const [filter, setFilter] = useState<string | null>(null);
  const products = query.data ?? [];
  const categories = [...new Set(products.map((p) => p.category))].sort((a, b) => a.localeCompare(b));
  // A category emptied by reactivation falls back to All.
  const active = filter !== null && categories.includes(filter) ? filter : null;
  const shown = active ? products.filter((p) => p.category === active) : products;

  function body() {
    if (query.isPending) return <LoadingBlock label="Loading deactivated products..." />;
    if (query.isError) {
      return (
        <ErrorState
          title="Could not load deactivated products"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (shown.length === 0) {
      return (
        <div className="rounded-2xl border border-dashed border-line bg-white/70 p-8 text-center">
          <h2 className="font-display text-xl font-semibold text-ink">No Deactivated Products</h2>
          <p className="mt-1 text-ink-soft">{active ? `No deactivated products in ${active}.` : 'All products are currently active.'}</p>
        </div>
      );
    }
    return (
      <ul className="flex flex-col gap-3">
        {shown.map((product) => (
          <DeactivatedRow key={product.id} product={product} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {query.isSuccess && (
        <p className="text-ink-soft" aria-live="polite">
          {products.length} deactivated product{products.length === 1 ? '' : 's'}
        </p>
      )}
      {categories.length > 1 && (
        <div
          role="group"
          aria-label="Filter by category"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          {[null, ...categories].map((category) => (
            <button
              key={category ?? 'all'}
              type="button"
              aria-pressed={active === category}
              onClick={() => setFilter(category)}
              className={clsx(
                'min-h-10 shrink-0 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap focus-ring',
                active === category ? 'border-madder bg-madder text-white' : 'border-line bg-white text-ink hover:bg-paper-deep',
              )}
            >
              {category ?? 'All'}
            </button>
          ))}
        </div>
      )}
      {body()}
      <aside className="rounded-2xl border border-ultramarine/20 bg-ultramarine/5 p-4 text-sm text-ink">
        <p className="font-semibold">About deactivated products</p>
        <p className="mt-1 text-ink-soft">
          Deactivated products are hidden from the catalog but kept with all their details. Reactivate them at any time — for example seasonal items
          or products that were out of stock.
        </p>
      </aside>
    </div>
  );
}
