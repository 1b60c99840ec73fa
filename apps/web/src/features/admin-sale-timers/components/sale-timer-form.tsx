import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SALE_TIMER_DESCRIPTION_MAX_LENGTH,
  SALE_TIMER_DISCOUNT_MAX,
  SALE_TIMER_DISCOUNT_MIN,
  SALE_TIMER_FORM_CATEGORIES,
  SALE_TIMER_NAME_MAX_LENGTH,
  type SaleTimer,
  type SaleTimerType,
} from '@shop/contracts';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateSaleTimer } from '../api/create-sale-timer';
import { refreshAfterSaleTimerChange } from '../api/get-sale-timers';
import { useUpdateSaleTimer } from '../api/update-sale-timer';
import { SALE_TYPE_OPTIONS } from '../constants';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import {
  changedFields,
  checkForm,
  emptyFormValues,
  formValuesFromTimer,
  withSaleType,
  type SaleTimerFormErrors,
  type SaleTimerFormValues,
} from '../utils/form-values';

const fieldClasses = (error?: string) =>
  clsx(
    'w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft/70 focus-ring',
    error ? 'border-red-600' : 'border-line',
  );

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function Field({ label, htmlFor, error, errorId, hint, children }: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && <p className="text-sm text-ink-soft">{hint}</p>}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type SaleTimerFormProps = {
  /** The timer being edited, or null to create one. */
  editing: SaleTimer | null;
  /** Back to create mode (after saving an edit, or on cancel). */
  onDone: () => void;
};

/** Creates or edits a timed sale (docs/product/back-office.md §2.3 "Sale Timer Management", §5 "Sale timer"). */
export function SaleTimerForm({ editing, onDone }: SaleTimerFormProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SaleTimerFormValues>(() =>
    editing ? formValuesFromTimer(editing) : emptyFormValues(),
  );
  const [errors, setErrors] = useState<SaleTimerFormErrors>({});
  const create = useCreateSaleTimer();
  const update = useUpdateSaleTimer();
  const busy = create.isPending || update.isPending;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  function set<K extends keyof SaleTimerFormValues>(key: K, value: SaleTimerFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function chooseSaleType(saleType: SaleTimerType) {
    setValues((current) => withSaleType(current, saleType));
    setErrors((current) => ({ ...current, saleType: undefined, targetCategories: undefined, targetProductIds: undefined }));
  }

  function toggleCategory(category: string, checked: boolean) {
    const next = checked
      ? SALE_TIMER_FORM_CATEGORIES.filter((c) => c === category || values.targetCategories.includes(c))
      : values.targetCategories.filter((c) => c !== category);
    set('targetCategories', next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast({ title: 'Invalid Input', description: Object.values(check.errors).join('. '), variant: 'destructive' });
      return;
    }
    if (!editing) {
      create.mutate(check.input, {
        onSuccess: (timer) => {
          toast({ title: 'Sale timer created', description: `${timer.name}: ${timer.discountPercentage}% off`, variant: 'success' });
          setValues(emptyFormValues());
          setErrors({});
        },
        onError: toastFailure('Failed to create sale timer'),
      });
      return;
    }
    const changes = changedFields(editing, check.input);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes to save' });
      onDone();
      return;
    }
    update.mutate(
      { id: editing.id, changes },
      {
        onSuccess: (timer) => {
          toast({ title: 'Sale timer updated', description: `${timer.name}: ${timer.discountPercentage}% off`, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          toast({ title: 'Failed to update sale timer', description: getErrorMessage(error), variant: 'destructive' });
          if (isApiError(error, 404)) {
            void refreshAfterSaleTimerChange(queryClient);
            onDone();
          }
        },
      },
    );
  }

  const describedBy = (key: keyof SaleTimerFormValues) => (errors[key] ? `${ids}-${key}-error` : undefined);

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? 'Edit sale timer' : 'Create sale timer'}
      data-testid="sale-timer-form"
      className="flex flex-col gap-4"
    >
      <h3 className="font-display text-lg font-semibold text-ink">
        {editing ? `Edit Sale Timer: ${editing.name}` : 'Create Sale Timer'}
      </h3>

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Input
          label="Name"
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g. Black Friday Sale"
          maxLength={SALE_TIMER_NAME_MAX_LENGTH}
          required
          error={errors.name}
        />
        <Input
          label="Discount (%)"
          name="discountPercentage"
          type="number"
          inputMode="numeric"
          min={SALE_TIMER_DISCOUNT_MIN}
          max={SALE_TIMER_DISCOUNT_MAX}
          step={1}
          value={values.discountPercentage}
          onChange={(e) => set('discountPercentage', e.target.value)}
          placeholder="20"
          required
          hint={`${SALE_TIMER_DISCOUNT_MIN} to ${SALE_TIMER_DISCOUNT_MAX}`}
          error={errors.discountPercentage}
        />
      </div>

      <Field label="Description (optional)" htmlFor={`${ids}-description`} errorId={`${ids}-description-error`}>
        <textarea
          id={`${ids}-description`}
          name="description"
          rows={2}
          maxLength={SALE_TIMER_DESCRIPTION_MAX_LENGTH}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className={clsx(fieldClasses(), 'py-2')}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Start time"
          name="startTime"
          type="datetime-local"
          value={values.startTime}
          onChange={(e) => set('startTime', e.target.value)}
          required
          error={errors.startTime}
        />
        <Input
          label="End time"
          name="endTime"
          type="datetime-local"
          value={values.endTime}
          onChange={(e) => set('endTime', e.target.value)}
          required
          error={errors.endTime}
        />
      </div>
      <p className="-mt-2 text-sm text-ink-soft">Times are in your time zone ({timeZone}).</p>

      <Field label="Sale type" htmlFor={`${ids}-saleType`} error={errors.saleType} errorId={`${ids}-saleType-error`}>
        <select
          id={`${ids}-saleType`}
          name="saleType"
          value={values.saleType}
          onChange={(e) => chooseSaleType(e.target.value as SaleTimerType)}
          aria-describedby={describedBy('saleType')}
          className={clsx(fieldClasses(errors.saleType), 'min-h-11')}
        >
          {SALE_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>

      {values.saleType === 'category' && (
        <fieldset className="flex flex-col gap-2" aria-describedby={describedBy('targetCategories')}>
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
          <FieldError id={`${ids}-targetCategories-error`} error={errors.targetCategories} />
        </fieldset>
      )}

      {values.saleType === 'specific' && (
        <Field
          label="Product ids"
          htmlFor={`${ids}-targetProductIds`}
          error={errors.targetProductIds}
          errorId={`${ids}-targetProductIds-error`}
          hint="One per line, or separated by commas."
        >
          <textarea
            id={`${ids}-targetProductIds`}
            name="targetProductIds"
            rows={3}
            value={values.targetProductIds}
            onChange={(e) => set('targetProductIds', e.target.value)}
            aria-describedby={describedBy('targetProductIds')}
            aria-invalid={errors.targetProductIds ? true : undefined}
            className={clsx(fieldClasses(errors.targetProductIds), 'py-2 font-mono text-sm')}
          />
        </Field>
      )}

      <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
        Active (the sale runs during its time window)
      </CheckboxField>

      <FormActions noun="Sale Timer" editing={!!editing} busy={busy} onCancel={onDone} />
    </form>
  );
}
