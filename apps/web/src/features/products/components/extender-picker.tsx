import { clsx } from 'clsx';
import type { ProductView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useProductExtenders } from '../api/get-product-extenders';
import { extenderPrice } from '../utils/pricing';
import { PriceTag } from './price-tag';

type ExtenderPickerProps = {
  productId: string;
  selected: ReadonlySet<string>;
  onToggle: (extender: ProductView) => void;
};

/** Optional extender packs for a Watercolor Sets product that has them; each chosen pack becomes its own cart line. */
export function ExtenderPicker({ productId, selected, onToggle }: ExtenderPickerProps) {
  const query = useProductExtenders(productId, true);

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Spinner size="sm" label="" /> Loading extender packs...
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Extender packs did not load"
        message={getErrorMessage(query.error, 'Please try again.')}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return null;

  return (
    <fieldset data-testid="extender-picker" className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Add extender packs (optional)</legend>
      {query.data.map((extender) => {
        const checked = selected.has(extender.id);
        return (
          <label
            key={extender.id}
            className={clsx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ultramarine',
              checked ? 'border-madder bg-madder/5' : 'border-line bg-white hover:border-madder/40',
            )}
          >
            <input type="checkbox" checked={checked} onChange={() => onToggle(extender)} className="size-4 shrink-0 accent-madder" />
            {extender.images[0] && <img src={extender.images[0]} alt="" className="size-10 shrink-0 rounded-lg object-cover" />}
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{extender.name}</span>
              {extender.colorCount ? <span className="block text-sm text-ink-soft">{extender.colorCount} colors</span> : null}
            </span>
            <PriceTag value={extenderPrice(extender)} className="shrink-0" />
          </label>
        );
      })}
    </fieldset>
  );
}
