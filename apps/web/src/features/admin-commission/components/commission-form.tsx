import type { FormEvent } from 'react';
import { COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH, COMMISSION_SETTING_NAME_MAX_LENGTH } from '@shop/contracts';
import { SaveActions } from '@/components/admin-form/save-actions';
import { useFormState } from '@/components/admin-form/use-form-state';
import { DateTimeRange } from '@/components/ui/date-time-range';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateCommissionSetting } from '../api/commission';
import { checkCommissionForm, emptyCommissionForm, isComplete, type CommissionFormErrors, type CommissionFormValues } from '../utils/commission-form';
import { formatRate } from '../utils/format-day';

/** The 'New Rate' form (docs/product/back-office.md §2.6, §5 "Commission form"). */
export function CommissionForm({ onDone }: { onDone: () => void }) {
  const form = useFormState<CommissionFormValues, CommissionFormErrors>(() => emptyCommissionForm());
  const { values, errors, set, field } = form;
  const create = useCreateCommissionSetting();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.accepted(checkCommissionForm(values));
    if (!input) return;
    create.mutate(input, {
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
      <Input label="Name" {...field('name')} maxLength={COMMISSION_SETTING_NAME_MAX_LENGTH} placeholder="e.g. Launch rate" required />
      <Input label="Rate (%)" {...field('rate')} type="number" inputMode="decimal" min={0} max={100} step={0.01} placeholder="10" required />
      <DateTimeRange
        fields={{ start: 'validFrom', end: 'validUntil' }}
        type="date"
        values={values}
        errors={errors}
        onChange={set}
        startLabel="Valid From"
        endLabel="Valid Until (optional)"
        endHint="Leave empty for no end."
        required="start"
      />
      <TextArea label="Description (optional)" {...field('description')} rows={2} maxLength={COMMISSION_SETTING_DESCRIPTION_MAX_LENGTH} />
      <SaveActions submitLabel="Create Setting" busy={create.isPending} disabled={!isComplete(values)} onCancel={onDone} />
    </form>
  );
}
