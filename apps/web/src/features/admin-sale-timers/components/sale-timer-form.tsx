import type { FormEvent } from 'react';
import {
  SALE_TIMER_DESCRIPTION_MAX_LENGTH,
  SALE_TIMER_DISCOUNT_MAX,
  SALE_TIMER_DISCOUNT_MIN,
  SALE_TIMER_NAME_MAX_LENGTH,
  type SaleTimer,
} from '@shop/contracts';
import { FormActions } from '@/components/admin-form/save-actions';
import type { CreateOrEditFormProps } from '@/components/admin-form/save-create-or-edit';
import { useFormState } from '@/components/admin-form/use-form-state';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  checkForm,
  emptyFormValues,
  formValuesFromTimer,
  withSaleType,
  type SaleTimerFormErrors,
  type SaleTimerFormValues,
} from '../utils/form-values';
import { SaleTargetFields } from './sale-target-fields';
import { useSaveSaleTimer } from './use-save-sale-timer';

/** Creates or edits a timed sale (docs/product/back-office.md §2.3 "Sale Timer Management", §5 "Sale timer"). */
export function SaleTimerForm({ editing, onDone }: CreateOrEditFormProps<SaleTimer>) {
  const form = useFormState<SaleTimerFormValues, SaleTimerFormErrors>(() => (editing ? formValuesFromTimer(editing) : emptyFormValues()));
  const { values, errors, set, field } = form;
  const { save, busy } = useSaveSaleTimer(editing, { onCreated: form.reset, onDone });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.accepted(checkForm(values), { toast: true });
    if (input) save(input);
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? 'Edit sale timer' : 'Create sale timer'}
      data-testid="sale-timer-form"
      className="flex flex-col gap-4"
    >
      <h3 className="font-display text-lg font-semibold text-ink">{editing ? `Edit Sale Timer: ${editing.name}` : 'Create Sale Timer'}</h3>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Input label="Name" {...field('name')} placeholder="e.g. Black Friday Sale" maxLength={SALE_TIMER_NAME_MAX_LENGTH} required />
        <Input
          label="Discount (%)"
          {...field('discountPercentage')}
          type="number"
          inputMode="numeric"
          min={SALE_TIMER_DISCOUNT_MIN}
          max={SALE_TIMER_DISCOUNT_MAX}
          step={1}
          placeholder="20"
          required
          hint={`${SALE_TIMER_DISCOUNT_MIN} to ${SALE_TIMER_DISCOUNT_MAX}`}
        />
      </div>

      <TextArea label="Description (optional)" {...field('description')} rows={2} maxLength={SALE_TIMER_DESCRIPTION_MAX_LENGTH} />

      <DateTimeRange
        fields={{ start: 'startTime', end: 'endTime' }}
        values={values}
        errors={errors}
        onChange={set}
        startLabel="Start time"
        endLabel="End time"
        required="both"
      />

      <SaleTargetFields
        values={values}
        errors={errors}
        onSaleType={(saleType) => {
          form.setValues((current) => withSaleType(current, saleType));
          form.clearErrors('saleType', 'targetCategories', 'targetProductIds');
        }}
        onCategories={(categories) => set('targetCategories', categories)}
        onProductIds={(text) => set('targetProductIds', text)}
      />

      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
        Active (the sale runs during its time window)
      </CheckboxField>

      <FormActions noun="Sale Timer" editing={!!editing} busy={busy} onCancel={onDone} />
    </form>
  );
}
