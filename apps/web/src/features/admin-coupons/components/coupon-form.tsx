import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_NAME_MAX_LENGTH,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  type Coupon,
  type CouponDiscountType,
} from '@shop/contracts';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateCoupon } from '../api/create-coupon';
import { refreshCoupons } from '../api/query-keys';
import { useUpdateCoupon } from '../api/update-coupon';
import { DISCOUNT_TYPE_OPTIONS } from '../constants';
import {
  changedFields,
  checkForm,
  emptyFormValues,
  formValuesFromCoupon,
  toCouponCode,
  type CouponFormErrors,
  type CouponFormValues,
} from '../utils/form-values';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormActions } from '@/components/ui/form-actions';
import { discountText } from '../utils/describe';

type CouponFormProps = {
  /** The coupon being edited, or null to create one. */
  editing: Coupon | null;
  /** Back to create mode (after saving an edit, or on cancel). */
  onDone: () => void;
};

/** Creates or edits a coupon (docs/product/back-office.md §3 "Coupon", §5 "Coupon"). */
export function CouponForm({ editing, onDone }: CouponFormProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CouponFormValues>(() => (editing ? formValuesFromCoupon(editing) : emptyFormValues()));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const busy = create.isPending || update.isPending;
  const isPercentage = values.discountType === 'percentage';

  function set<K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
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
        onSuccess: (coupon) => {
          toast({ title: 'Success', description: `Coupon created: ${coupon.code} (${discountText(coupon)})`, variant: 'success' });
          setValues(emptyFormValues());
          setErrors({});
        },
        onError: toastFailure('Failed to create coupon'),
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
        onSuccess: (coupon) => {
          toast({ title: 'Success', description: `Coupon updated: ${coupon.code} (${discountText(coupon)})`, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          toast({ title: 'Failed to update coupon', description: getErrorMessage(error), variant: 'destructive' });
          if (isApiError(error, 404)) {
            void refreshCoupons(queryClient);
            onDone();
          }
        },
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={editing ? 'Edit coupon' : 'Create coupon'}
      data-testid="coupon-form"
      className="flex flex-col gap-4"
    >
      <h3 className="font-display text-lg font-semibold text-ink">{editing ? `Edit Coupon: ${editing.code}` : 'Create Coupon'}</h3>

      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Code"
          name="code"
          value={values.code}
          onChange={(e) => set('code', toCouponCode(e.target.value))}
          placeholder="e.g. SPRING20"
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint="Letters, digits, - and _; upper case."
          error={errors.code}
        />
        <Input
          label="Name"
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g. Spring Sale"
          maxLength={COUPON_NAME_MAX_LENGTH}
          hint="Shown to the shopper when it applies; the code when empty."
          error={errors.name}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-discountType`} className="text-sm font-medium text-ink">
            Discount type
          </label>
          <select
            id={`${ids}-discountType`}
            name="discountType"
            value={values.discountType}
            onChange={(e) => set('discountType', e.target.value as CouponDiscountType)}
            className={clsx('min-h-11 w-full rounded-xl border border-line bg-white px-3.5 text-base text-ink focus-ring')}
          >
            {DISCOUNT_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Input
          label={isPercentage ? 'Discount (%)' : 'Discount ($)'}
          name="discount"
          type="number"
          inputMode="decimal"
          min={isPercentage ? COUPON_PERCENT_MIN : 0.01}
          max={isPercentage ? COUPON_PERCENT_MAX : undefined}
          step={isPercentage ? 1 : 0.01}
          value={values.discount}
          onChange={(e) => set('discount', e.target.value)}
          placeholder={isPercentage ? '20' : '5.00'}
          required
          hint={isPercentage ? `${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}` : 'Taken off the subtotal, never more than it'}
          error={errors.discount}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Minimum order ($, optional)"
          name="minimumOrderAmount"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.minimumOrderAmount}
          onChange={(e) => set('minimumOrderAmount', e.target.value)}
          placeholder="No minimum"
          error={errors.minimumOrderAmount}
        />
        <Input
          label="Expiry date (optional)"
          name="expiryDate"
          type="date"
          value={values.expiryDate}
          onChange={(e) => set('expiryDate', e.target.value)}
          hint="Valid through the end of this day (your time zone). Empty: never expires."
          error={errors.expiryDate}
        />
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <CheckboxField name="isSingleUse" checked={values.isSingleUse} onChange={(checked) => set('isSingleUse', checked)}>
          Single use (one order only)
        </CheckboxField>
        <CheckboxField name="isActive" checked={values.isActive} onChange={(checked) => set('isActive', checked)}>
          Active
        </CheckboxField>
      </div>

      <FormActions noun="Coupon" editing={!!editing} busy={busy} onCancel={onDone} />
    </form>
  );
}
