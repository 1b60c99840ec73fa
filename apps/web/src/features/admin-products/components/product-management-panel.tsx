import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { ADMIN_PRODUCT_PAGE_SIZES, type ProductSort, type SortOrder } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminProducts, type AdminProductParams } from '@/lib/admin-products';
import { DEFAULT_ADMIN_PAGE_SIZE, PRODUCT_SORT_OPTIONS } from '../types';
import { AddProductForm } from './add-product-form';
import { CategoryOverview } from './category-overview';
import { SelectField } from './fields';
import { MaintenanceButtons } from './maintenance-buttons';
import { Pagination } from './pagination';
import { ProductItem, type ProductLayout } from './product-item';
import { ProductsCsvPanel } from './products-csv-panel';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function ViewToggle({ value, onChange }: { value: ProductLayout; onChange: (view: ProductLayout) => void }) {
  return (
    <div role="group" aria-label="Layout" className="flex w-fit rounded-xl border border-line bg-white p-0.5">
      {(['list', 'grid'] as const).map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={clsx(
            'min-h-10 rounded-[10px] px-3 text-sm font-medium capitalize focus-ring',
            value === view ? 'bg-ink text-white' : 'text-ink-soft hover:text-ink',
          )}
        >
          {view}
        </button>
      ))}
    </div>
  );
}

/**
 * The Products tab: overview, add form, the products CSV (collapsed), search/sort/page size/layout, the paged list and
 * maintenance (docs/product/back-office.md §2.3).
 */
export function ProductManagementPanel() {
  const [category, setCategory] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<ProductSort>('createdAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ADMIN_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ProductLayout>('list');
  const [adding, setAdding] = useState(false);

  // Any change of what is listed starts again at page 1 (adjusted while rendering: no request for the stale page).
  const listKey = JSON.stringify([category, search, sort, order, pageSize]);
  const [lastListKey, setLastListKey] = useState(listKey);
  if (listKey !== lastListKey) {
    setLastListKey(listKey);
    setPage(1);
  }

  const params: AdminProductParams = { category, search, sort, order, page, pageSize };
  const query = useAdminProducts(params);
  const total = query.data?.total ?? query.data?.items.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // A page emptied by deletions or filters moves back to the last page that has products (adjusted while rendering;
  // the earlier page always differs, so this settles).
  if (query.data && !query.isPlaceholderData && query.data.items.length === 0 && page > 1) {
    setPage(Math.max(1, Math.min(page - 1, pageCount)));
  }

  function list() {
    if (query.isPending) return <LoadingBlock label="Loading products..." />;
    if (query.isError && !query.data) {
      return (
        <ErrorState
          title="Could not load products"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (!query.data || query.data.items.length === 0) {
      return (
        <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">
          {search || category ? 'No products match these filters.' : 'No products yet. Add the first one above.'}
        </p>
      );
    }
    return (
      <div className={clsx('flex flex-col gap-4', query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        <p className="text-sm text-ink-soft" aria-live="polite">
          {total} product{total === 1 ? '' : 's'} · page {page} of {pageCount}
        </p>
        <ul className={view === 'grid' ? 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}>
          {query.data.items.map((product) => (
            <ProductItem key={product.id} product={product} view={view} />
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCount} onPage={setPage} />
      </div>
    );
  }

  return (
    <Card data-testid="admin-products-panel" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <CardTitle>Product Management</CardTitle>
        <MaintenanceButtons />
      </div>

      <CategoryOverview value={category} onChange={setCategory} />

      {adding ? (
        <AddProductForm onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)} className="sm:w-fit">
          + Add Product
        </Button>
      )}

      <ProductsCsvPanel />

      <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_auto_1fr_auto]">
        <Input
          type="search"
          label="Search products"
          placeholder="Product name"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          className="col-span-2 lg:col-span-1"
        />
        <SelectField label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as ProductSort)}>
          {PRODUCT_SORT_OPTIONS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          aria-label={order === 'asc' ? 'Ascending order; switch to descending' : 'Descending order; switch to ascending'}
        >
          {order === 'asc' ? '↑ Asc' : '↓ Desc'}
        </Button>
        <SelectField label="Per page" value={pageSize} onChange={(e) => setPageSize(Number(e.target.value))}>
          {ADMIN_PRODUCT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <ViewToggle value={view} onChange={setView} />
      </div>

      {list()}
    </Card>
  );
}
