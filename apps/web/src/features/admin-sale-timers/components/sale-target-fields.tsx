import { SALE_TIMER_FORM_CATEGORIES, type SaleTimerType } from '@shop/contracts';
import { useId } from 'react';
import { Select, TextArea } from '@/components/ui/form-field';
import { SALE_TYPE_OPTIONS } from '../constants';
import type { SaleTimerFormErrors, SaleTimerFormValues } from '../utils/form-values';

type SaleTargetFieldsProps = {
  values: Pick<SaleTimerFormValues, 'saleType' | 'targetCategories' | 'targetProductIds'>;
  errors: SaleTimerFormErrors;
  onSaleType: (saleType: SaleTimerType) => void;
  onCategories: (categories: string[]) => void;
  onProductIds: (text: string) => void;
};

/** What the sale applies to (docs/product/back-office.md §4 "Sale timer"): the whole shop, some categories or some products. */
export function SaleTargetFields({ values, errors, onSaleType, onCategories, onProductIds }: SaleTargetFieldsProps) {
  const ids = useId();

  function toggleCategory(category: string, checked: boolean) {
    onCategories(
      checked
        ? SALE_TIMER_FORM_CATEGORIES.filter((c) => c === category || values.targetCategories.includes(c))
        : values.targetCategories.filter((c) => c !== category),
    );
  }

  return (
    <>
      <Select
        label="Sale type"
        name="saleType"
        options={SALE_TYPE_OPTIONS}
        value={values.saleType}
        error={errors.saleType}
        onChange={(e) => onSaleType(e.target.value as SaleTimerType)}
      />

      {values.saleType === 'category' && (
        <fieldset className="flex flex-col gap-2" aria-describedby={errors.targetCategories ? `${ids}-targetCategories-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">Target categories</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {SALE_TIMER_FORM_CATEGORIES.map((category) => (
              <label key={category} className="flex min-h-9 items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  name="targetCategories"
                  value={category}
                  checked={values.targetCategories.includes(category)}
                  onChange={(e) => toggleCategory(category, e.target.checked)}
                  className="size-4 accent-madder focus-ring"
                />
                {category}
              </label>
            ))}
          </div>
          {errors.targetCategories && (
            <p id={`${ids}-targetCategories-error`} className="text-sm font-medium text-red-700">
              {errors.targetCategories}
            </p>
          )}
        </fieldset>
      )}

      {values.saleType === 'specific' && (
        <TextArea
          label="Product ids"
          name="targetProductIds"
          rows={3}
          hint="One per line, or separated by commas."
          value={values.targetProductIds}
          error={errors.targetProductIds}
          onChange={(e) => onProductIds(e.target.value)}
        />
      )}
    </>
  );
}
