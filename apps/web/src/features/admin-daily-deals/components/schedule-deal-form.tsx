import { useState, type FormEvent } from 'react';
import { DEAL_DESCRIPTION_MAX_LENGTH, DEAL_DISCOUNT_MAX, DEAL_DISCOUNT_MIN, type ProductView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { formatMoney } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useScheduleDealFromProduct } from '../api/admin-daily-deals';
import { checkScheduleForm, emptyScheduleForm, scheduledSalePrice, type ScheduleFormErrors, type ScheduleFormValues } from '../utils/schedule-form';
import { currentProductPrice, ProductPicker } from './product-picker';

/**
 * Schedule from product (docs/product/back-office.md §2.12): a product, a discount, a start and an end; the server builds
 * the deal, writing its blurb from the product's own text unless one is given.
 */
export function ScheduleDealForm() {
  const [values, setValues] = useState<ScheduleFormValues>(() => emptyScheduleForm());
  const [product, setProduct] = useState<ProductView | null>(null);
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const schedule = useScheduleDealFromProduct();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const set = <K extends keyof ScheduleFormValues>(name: K, value: ScheduleFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  const price = product ? currentProductPrice(product) : null;
  const sale = price === null ? null : scheduledSalePrice(price, Number(values.discountPercent));

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkScheduleForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    schedule.mutate(check.input, {
      onSuccess: (deal) => {
        toast({ title: 'Deal scheduled', description: deal.title, variant: 'success' });
        setValues(emptyScheduleForm());
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
        name="discountPercent"
        type="number"
        inputMode="numeric"
        min={DEAL_DISCOUNT_MIN}
        max={DEAL_DISCOUNT_MAX}
        step="1"
        value={values.discountPercent}
        error={errors.discountPercent}
        onChange={(e) => set('discountPercent', e.target.value)}
        className="min-[420px]:max-w-xs"
      />
      {price !== null && sale !== null && (
        <p className="-mt-2 text-sm text-ink-soft" data-testid="schedule-price-preview" aria-live="polite">
          <strong className="text-ink">{formatMoney(sale)}</strong> instead of {formatMoney(price)}: saves {formatMoney(price - sale)}.
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <Input
          label="Start"
          name="startDate"
          type="datetime-local"
          required
          value={values.startDate}
          error={errors.startDate}
          onChange={(e) => set('startDate', e.target.value)}
        />
        <Input
          label="End"
          name="endDate"
          type="datetime-local"
          required
          value={values.endDate}
          error={errors.endDate}
          onChange={(e) => set('endDate', e.target.value)}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-soft">Times are in your time zone ({timeZone}).</p>
      <TextArea
        label="Blurb (optional)"
        name="blurb"
        rows={3}
        maxLength={DEAL_DESCRIPTION_MAX_LENGTH}
        hint="Left blank, it is written from the product's own text: the savings and its features."
        value={values.blurb}
        error={errors.blurb}
        onChange={(e) => set('blurb', e.target.value)}
      />
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={schedule.isPending} className="w-fit">
        Schedule Deal
      </Button>
    </form>
  );
}
