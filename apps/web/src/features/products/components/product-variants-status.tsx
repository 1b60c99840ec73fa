import type { UseQueryResult } from '@tanstack/react-query';
import type { VariantView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';

type ProductVariantsStatusProps = {
  hasVariants: boolean;
  variants: UseQueryResult<VariantView[]>;
  /** The options loaded and none is left. */
  soldOut: boolean;
};

/** While a product's options load, when they fail, or when every one is sold. */
export function ProductVariantsStatus({ hasVariants, variants, soldOut }: ProductVariantsStatusProps) {
  return (
    <>
      {variants.isPending && hasVariants && (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Spinner size="sm" label="" /> Loading options...
        </p>
      )}
      {variants.isError && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <p>{getErrorMessage(variants.error, 'The options of this product did not load.')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => variants.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {soldOut && <p className="rounded-xl bg-paper-deep p-3 text-sm text-ink-soft">Every option of this product is sold.</p>}
    </>
  );
}
