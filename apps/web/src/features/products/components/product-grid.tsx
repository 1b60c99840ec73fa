import { useMemo } from 'react';
import type { ProductWithSales } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useProductsWithSales, type ProductFilter } from '../api/get-products-with-sales';
import { useStock } from '../api/get-stock';
import { PRODUCT_SKELETON_COUNT } from '../types';
import { productUnitsLeft } from '../utils/stock';
import { ProductCard, ProductCardSkeleton } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

type ProductGridProps = {
  filter: ProductFilter;
  onOpen: (product: ProductWithSales) => void;
};

/** The products of the chosen filter, a page at a time ('Load more'). */
export function ProductGrid({ filter, onOpen }: ProductGridProps) {
  const query = useProductsWithSales(filter);
  const stock = useStock();

  const products = useMemo(() => {
    const seen = new Set<string>();
    const list: ProductWithSales[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const product of page.items) {
        if (seen.has(product.id)) continue; // a product can shift pages while the list changes
        seen.add(product.id);
        list.push(product);
      }
    }
    return list;
  }, [query.data]);

  if (query.isPending) {
    return (
      <div data-testid="product-grid" aria-busy="true">
        <p role="status" className="sr-only">
          Loading products...
        </p>
        <ul className={GRID}>
          {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }

  if (!query.data) {
    // A failed first page; a failed later page keeps the products already shown.
    return (
      <ErrorState
        title="Could not load products"
        message={getErrorMessage(query.error, 'The products did not load. Please try again.')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  if (products.length === 0) {
    return (
      <p data-testid="product-grid" className="rounded-2xl bg-paper-deep p-6 text-center text-ink-soft">
        {filter.category ? 'No products in this category yet. Try another one.' : 'No products available right now.'}
      </p>
    );
  }

  const total = query.data.pages.at(-1)?.total ?? null;
  const moreFailed = query.isFetchNextPageError;

  return (
    <div className="flex flex-col gap-4">
      <ul data-testid="product-grid" className={GRID}>
        {products.map((product, position) => (
          <ProductCard key={product.id} product={product} position={position} left={productUnitsLeft(stock, product)} onOpen={onOpen} />
        ))}
      </ul>
      {moreFailed && (
        <p role="alert" className="text-center text-sm text-red-700">
          {getErrorMessage(query.error, 'More products did not load. Please try again.')}
        </p>
      )}
      <div className="flex flex-col items-center gap-2">
        {total !== null && (
          <p className="text-sm text-ink-soft">
            Showing {products.length} of {total}
          </p>
        )}
        {query.hasNextPage && (
          <Button variant="secondary" onClick={() => query.fetchNextPage()} busy={query.isFetchingNextPage} className="w-full sm:w-auto">
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
