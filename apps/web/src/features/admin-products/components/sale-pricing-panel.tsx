import { useState } from 'react';
import { BULK_SALE_DISCOUNT_MAX, BULK_SALE_DISCOUNT_MIN, type ProductPricingRow } from '@shop/contracts';
import { percentSaved, toCents } from '@shop/pricing';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useApplySale } from '../api/apply-sale';
import { useClearSale } from '../api/clear-sale';
import { useProductsWithPricing } from '../api/get-products-with-pricing';
import { BULK_DISCOUNT_DEFAULT, BULK_SALE_CATEGORIES } from '../types';
import { bulkDiscount } from '../utils/product-form';
import { Badge, SelectField } from './fields';

/** The saving of a row: its discountPercentage, else worked out from the sale price. */
function rowPercentSaved(row: ProductPricingRow): number | null {
  if (row.salePrice === null || row.salePrice >= row.price || row.price <= 0) return null;
  return row.discountPercentage ?? percentSaved(toCents(row.price), toCents(row.salePrice));
}

function PricingRow({ row, checked, onToggle }: { row: ProductPricingRow; checked: boolean; onToggle: () => void }) {
  const off = rowPercentSaved(row);
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 px-3 py-3 hover:bg-paper has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ultramarine">
        <input type="checkbox" checked={checked} onChange={onToggle} className="mt-1 size-4 shrink-0 accent-madder" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words text-ink">{row.name}</span>
            {off !== null && <Badge tone="sale">{off}% off</Badge>}
            {!row.isActive && <Badge tone="bad">Inactive</Badge>}
          </span>
          <span className="block text-xs text-ink-soft">{row.category}</span>
          <span className="mt-1 grid grid-cols-2 gap-x-4 text-sm text-ink sm:grid-cols-4">
            <span>
              <span className="text-ink-soft">Half pan </span>
              {formatMoney(row.price)}
            </span>
            <span>
              <span className="text-ink-soft">Sale </span>
              {row.salePrice !== null ? <strong className="text-madder-deep">{formatMoney(row.salePrice)}</strong> : '—'}
            </span>
            <span>
              <span className="text-ink-soft">Full pan </span>
              {formatMoney(row.retailPriceFullpan)}
            </span>
            <span>
              <span className="text-ink-soft">Grande </span>
              {formatMoney(row.retailPriceGrande)}
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}

/** Sale Pricing Management (docs/product/back-office.md §2.3): set or clear a percentage sale price on chosen products. */
export function SalePricingPanel() {
  const [category, setCategory] = useState('');
  const [discountText, setDiscountText] = useState(String(BULK_DISCOUNT_DEFAULT));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const query = useProductsWithPricing(category);
  const apply = useApplySale();
  const clear = useClearSale();
  const rows = query.data ?? [];
  // Only rows on screen count: a selection never reaches products of another category.
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function handleApply() {
    if (chosen.length === 0) {
      toast({ title: 'No Products Selected', description: 'Please select products to apply sale pricing.', variant: 'destructive' });
      return;
    }
    const discountPercentage = bulkDiscount(discountText, BULK_SALE_DISCOUNT_MIN, BULK_SALE_DISCOUNT_MAX, BULK_DISCOUNT_DEFAULT);
    setDiscountText(String(discountPercentage));
    apply.mutate(
      { productIds: chosen, discountPercentage },
      {
        onSuccess: (result) => {
          toast({
            title: 'Sale Pricing Applied',
            description: `${discountPercentage}% discount applied to ${result.updated} products.`,
            variant: 'success',
          });
          setSelected(new Set());
        },
        onError: (error) => toast({ title: 'Failed to apply sale pricing', description: getErrorMessage(error, ''), variant: 'destructive' }),
      },
    );
  }

  function handleClear() {
    if (chosen.length === 0) {
      toast({ title: 'No Products Selected', description: 'Please select products to clear sale pricing.', variant: 'destructive' });
      return;
    }
    clear.mutate(chosen, {
      onSuccess: (result) => {
        toast({
          title: 'Sale Pricing Cleared',
          description: `Sale pricing removed from ${result.updated} products.`,
          variant: 'success',
        });
        setSelected(new Set());
      },
      onError: (error) => toast({ title: 'Failed to clear sale pricing', description: getErrorMessage(error, ''), variant: 'destructive' }),
    });
  }

  function list() {
    if (query.isPending) return <LoadingBlock label="Loading products..." />;
    if (query.isError) {
      return (
        <ErrorState
          title="Could not load products"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (rows.length === 0) {
      return <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft">No products found for the selected category.</p>;
    }
    return (
      <ul
        data-testid="sale-pricing-list"
        aria-label="Products"
        className="max-h-[28rem] divide-y divide-line overflow-y-auto rounded-xl border border-line bg-white"
      >
        {rows.map((row) => (
          <PricingRow key={row.id} row={row} checked={selected.has(row.id)} onToggle={() => toggle(row.id)} />
        ))}
      </ul>
    );
  }

  const busy = apply.isPending || clear.isPending;

  return (
    <Card data-testid="sale-pricing-panel" className="flex flex-col gap-4">
      <CardTitle>Sale Pricing Management</CardTitle>
      <p className="text-sm text-ink-soft">Choose products and a discount: each gets a sale price of its half-pan price less the discount.</p>
      <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value);
            setSelected(new Set());
          }}
        >
          <option value="">All categories</option>
          {BULK_SALE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <Input
          label="Discount %"
          type="number"
          inputMode="numeric"
          min={BULK_SALE_DISCOUNT_MIN}
          max={BULK_SALE_DISCOUNT_MAX}
          step={1}
          value={discountText}
          onChange={(e) => setDiscountText(e.target.value)}
          hint={`${BULK_SALE_DISCOUNT_MIN}–${BULK_SALE_DISCOUNT_MAX}`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setSelected(new Set(rows.map((r) => r.id)))} disabled={rows.length === 0}>
          Select All
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setSelected(new Set())} disabled={chosen.length === 0}>
          Clear
        </Button>
        <Button size="sm" onClick={handleApply} busy={apply.isPending} disabled={busy && !apply.isPending}>
          Apply sale ({chosen.length} selected)
        </Button>
        <Button variant="danger" size="sm" onClick={handleClear} busy={clear.isPending} disabled={busy && !clear.isPending}>
          Clear Sale Pricing
        </Button>
      </div>
      {list()}
    </Card>
  );
}
