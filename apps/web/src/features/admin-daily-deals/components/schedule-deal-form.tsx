import { useState, type FormEvent } from 'react';
import { DEAL_DESCRIPTION_MAX_LENGTH, DEAL_DISCOUNT_MAX, DEAL_DISCOUNT_MIN, DEAL_QUANTITY_MAX, type ProductView } from '@shop/contracts';
import { FormAlert } from '@/components/admin-form/form-alert';
import { useFormState } from '@/components/admin-form/use-form-state';
import { Button } from '@/components/ui/button';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { formatMoney } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useScheduleDealFromProduct } from '../api/admin-daily-deals';
import { checkScheduleForm, emptyScheduleForm, scheduledSalePrice, type ScheduleFormErrors, type ScheduleFormValues } from '../utils/schedule-form';
import { currentProductPrice, ProductPicker } from './product-picker';

/**
 * Schedule from product (docs/product/back-office.md §2.12): a product, a discount, the units on offer, a start and an end; the server builds
 * the deal, writing its blurb from the product's own text unless one is given.
 */
export function ScheduleDealForm() {
  const form = useFormState<ScheduleFormValues, ScheduleFormErrors>(() => emptyScheduleForm(), { alsoClear: ['form'] });
  const { values, errors, set, field } = form;
  const [product, setProduct] = useState<ProductView | null>(null);
  const schedule = useScheduleDealFromProduct();

  const price = product ? currentProductPrice(product) : null;
  const sale = price === null ? null : scheduledSalePrice(price, Number(values.discountPercent));

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkScheduleForm(values);
    if (!check.ok) {
      form.setErrors(check.errors);
      return;
    }
    form.setErrors({});
    schedule.mutate(check.input, {
      onSuccess: (deal) => {
        toast({ title: 'Deal scheduled', description: deal.title, variant: 'success' });
        form.reset();
        setProduct(null);
      },
      onError: toastFailure('Scheduling Failed'),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="schedule-deal-form" aria-label="Schedule a deal from a product">
      <ProductPicker
        selected={product}
        error={errors.productId}
        onSelect={(chosen) => {
          setProduct(chosen);
          set('productId', chosen?.id ?? '');
        }}
      />
      <Input
        label={`Discount (%, ${DEAL_DISCOUNT_MIN}–${DEAL_DISCOUNT_MAX})`}
        {...field('discountPercent')}
        type="number"
        inputMode="numeric"
        min={DEAL_DISCOUNT_MIN}
        max={DEAL_DISCOUNT_MAX}
        step="1"
        className="min-[420px]:max-w-xs"
      />
      {price !== null && sale !== null && (
        <p className="-mt-2 text-sm text-ink-soft" data-testid="schedule-price-preview" aria-live="polite">
          <strong className="text-ink">{formatMoney(sale)}</strong> instead of {formatMoney(price)}: saves {formatMoney(price - sale)}.
        </p>
      )}
      <Input
        label="Units on offer"
        {...field('quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={DEAL_QUANTITY_MAX}
        step="1"
        className="min-[420px]:max-w-xs"
      />
      <DateTimeRange values={values} errors={errors} onChange={set} startLabel="Start" endLabel="End" required="both" />
      <TextArea
        label="Blurb (optional)"
        {...field('blurb')}
        rows={3}
        maxLength={DEAL_DESCRIPTION_MAX_LENGTH}
        hint="Left blank, it is written from the product's own text: the savings and its features."
      />
      <FormAlert message={errors.form} />
      <Button type="submit" busy={schedule.isPending} className="w-fit">
        Schedule Deal
      </Button>
    </form>
  );
}
