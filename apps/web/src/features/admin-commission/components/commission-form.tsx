import { useState, type FormEvent } from 'react';
import { COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH, COMMISSION_SETTING_NAME_MAX_LENGTH } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateCommissionSetting } from '../api/commission';
import {
  checkCommissionForm, emptyCommissionForm, isComplete, type CommissionFormErrors, type CommissionFormValues,
} from '../utils/commission-form';
import { formatRate } from '../utils/format-day';

/** The 'New Rate' form (docs/product/back-office.md §2.6, §5 "Commission form"). */
export function CommissionForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<CommissionFormValues>(() => emptyCommissionForm());
  const [errors, setErrors] = useState<CommissionFormErrors>({});
  const create = useCreateCommissionSetting();

  function set(key: keyof CommissionFormValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkCommissionForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    create.mutate(check.input, {
      onSuccess: (setting) => {
        toast({ title: 'Success', description: `Commission setting “${setting.name}” (${formatRate(setting.rate)}) created`, variant: 'success' });
        onDone();
      },
      onError: (error) =>
        toast({ title: 'Failed to create commission setting', description: getErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="New commission rate"
      data-testid="commission-form"
      className="flex flex-col gap-3 rounded-xl border border-line bg-paper p-4"
    >
      <Input
        label="Name"
        name="name"
        value={values.name}
        maxLength={COMMISSION_SETTING_NAME_MAX_LENGTH}
        onChange={(e) => set('name', e.target.value)}
        placeholder="e.g. Launch rate"
        required
        error={errors.name}
      />
      <Input
        label="Rate (%)"
        name="rate"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        value={values.rate}
        onChange={(e) => set('rate', e.target.value)}
        placeholder="10"
        required
        error={errors.rate}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label="Valid From"
          name="validFrom"
          type="date"
          value={values.validFrom}
          onChange={(e) => set('validFrom', e.target.value)}
          required
          error={errors.validFrom}
        />
        <Input
          label="Valid Until (optional)"
          name="validUntil"
          type="date"
          value={values.validUntil}
          onChange={(e) => set('validUntil', e.target.value)}
          hint="Leave empty for no end."
          error={errors.validUntil}
        />
      </div>
      <TextArea
        label="Description (optional)"
        name="description"
        rows={2}
        maxLength={COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending} disabled={!isComplete(values)}>
          Create Setting
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
