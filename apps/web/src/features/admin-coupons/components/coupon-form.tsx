import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_NAME_MAX_LENGTH,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  type Coupon,
  type CouponDiscountType,
} from '@shop/contracts';
import { MoneyInput } from '@/components/admin-form/money-input';
import { FormActions } from '@/components/admin-form/save-actions';
import { saveCreateOrEdit, type CreateOrEditFormProps } from '@/components/admin-form/save-create-or-edit';
import { useFormState } from '@/components/admin-form/use-form-state';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
import { discountText } from '../utils/describe';

/** Creates or edits a coupon (docs/product/back-office.md §3 "Coupon", §5 "Coupon"). */
export function CouponForm({ editing, onDone }: CreateOrEditFormProps<Coupon>) {
  const queryClient = useQueryClient();
  const form = useFormState<CouponFormValues, CouponFormErrors>(() => (editing ? formValuesFromCoupon(editing) : emptyFormValues()));
  const { values, errors, set, field } = form;
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const busy = create.isPending || update.isPending;
  const isPercentage = values.discountType === 'percentage';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.accepted(checkForm(values), { toast: true });
    if (!input) return;
    saveCreateOrEdit({
      editing,
      input,
      changes: () => changedFields(editing!, input),
      create,
      update,
      saved: (coupon, created) => ({
        title: 'Success',
        description: `Coupon ${created ? 'created' : 'updated'}: ${coupon.code} (${discountText(coupon)})`,
      }),
      failed: { create: 'Failed to create coupon', update: 'Failed to update coupon' },
      onCreated: form.reset,
      onDone,
      onGone: () => void refreshCoupons(queryClient),
    });
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
          {...field('name')}
          placeholder="e.g. Spring Sale"
          maxLength={COUPON_NAME_MAX_LENGTH}
          hint="Shown to the shopper when it applies; the code when empty."
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Discount type"
          name="discountType"
          options={DISCOUNT_TYPE_OPTIONS}
          value={values.discountType}
          onChange={(e) => set('discountType', e.target.value as CouponDiscountType)}
        />
        <Input
          label={isPercentage ? 'Discount (%)' : 'Discount ($)'}
          {...field('discount')}
          type="number"
          inputMode="decimal"
          min={isPercentage ? COUPON_PERCENT_MIN : 0.01}
          max={isPercentage ? COUPON_PERCENT_MAX : undefined}
          step={isPercentage ? 1 : 0.01}
          placeholder={isPercentage ? '20' : '5.00'}
          required
          hint={isPercentage ? `${COUPON_PERCENT_MIN} to ${COUPON_PERCENT_MAX}` : 'Taken off the subtotal, never more than it'}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput label="Minimum order ($, optional)" {...field('minimumOrderAmount')} placeholder="No minimum" />
        <Input
          label="Expiry date (optional)"
          {...field('expiryDate')}
          type="date"
          hint="Valid through the end of this day (your time zone). Empty: never expires."
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
