import { useDeferredValue, useState } from 'react';
import { ADMIN_PRODUCT_PAGE_SIZES, type ProductView } from '@shop/contracts';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAdminProducts } from '@/lib/admin-products';
import { formatMoney } from '@/lib/format';

/** The most products one search offers; narrowing the search finds the others. */
const PICKER_PAGE_SIZE = ADMIN_PRODUCT_PAGE_SIZES[ADMIN_PRODUCT_PAGE_SIZES.length - 1];

type ProductPickerProps = {
  selected: ProductView | null;
  onSelect: (product: ProductView | null) => void;
  error?: string;
};

/** The product's price now: its sale price when it has one (the scheduler starts from it). */
export const currentProductPrice = (product: Pick<ProductView, 'price' | 'salePrice'>) => product.salePrice ?? product.price;

const optionLabel = (product: ProductView) =>
  `${product.name} — ${formatMoney(currentProductPrice(product))}${product.isActive ? '' : ' (inactive)'}`;

/** A search over the admin product list (GET /api/admin/products, by name) and a choice among what it finds. */
export function ProductPicker({ selected, onSelect, error }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const query = useAdminProducts({ category: null, search: deferredSearch, sort: 'name', order: 'asc', page: 1, pageSize: PICKER_PAGE_SIZE });
  const found = query.data?.items ?? [];
  // The chosen product stays a choice while another search is shown.
  const products = selected && !found.some((p) => p.id === selected.id) ? [selected, ...found] : found;
  const total = query.data?.total ?? null;

  const hint = query.isError
    ? 'Could not load the products. Check the connection and search again.'
    : query.isPending
      ? 'Loading products...'
      : found.length === 0
        ? 'No product matches this search.'
        : total !== null && total > found.length
          ? `Showing the first ${found.length} of ${total}: type more of the name to narrow them.`
          : undefined;

  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
      <Input
        label="Search products"
        type="search"
        name="productSearch"
        placeholder="Name"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Select
        label="Product"
        name="productId"
        required
        placeholder="Select a product"
        options={products.map((product) => ({ value: product.id, label: optionLabel(product) }))}
        value={selected?.id ?? ''}
        hint={hint}
        error={error}
        onChange={(e) => onSelect(products.find((product) => product.id === e.target.value) ?? null)}
      />
    </div>
  );
}
