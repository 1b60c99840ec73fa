import { useState, type FormEvent } from 'react';
import { SUBSCRIPTION_LIMITS, SUBSCRIPTION_PLAN_DURATIONS, type SubscriptionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useUpdateSubscription } from '../api/update-subscription';
import type { SubscriptionFormValues } from '../types';
import { formValuesOf, validateForm, type FormErrors } from '../utils/form-values';
import { withToasts } from '../utils/notify';
import { Checkbox, MoneyInput } from './fields';

const PLAN_FIELDS = { 1: 'price1Month', 3: 'price3Month', 6: 'price6Month', 12: 'price12Month' } as const;

/** Every field of a plan, sent as form data (characteristics one per line; a blank plan price falls back to the base price). */
export function EditSubscriptionForm({ subscription, onDone }: { subscription: SubscriptionView; onDone: () => void }) {
  const [values, setValues] = useState<SubscriptionFormValues>(() => formValuesOf(subscription));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateSubscription();
  const set = <K extends keyof SubscriptionFormValues>(field: K, value: SubscriptionFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await withToasts(() => update.mutateAsync({ id: subscription.id, values }), {
      success: 'Subscription updated',
      failure: 'Failed to update subscription',
      description: values.title.trim(),
    });
    if (saved) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={`Edit ${subscription.title}`}>
      <Input
        label="Title"
        value={values.title}
        maxLength={SUBSCRIPTION_LIMITS.title}
        required
        error={errors.title}
        onChange={(e) => set('title', e.currentTarget.value)}
      />
      <TextArea
        label="Description"
        value={values.description}
        maxLength={SUBSCRIPTION_LIMITS.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">Prices per month</legend>
        <MoneyInput label="Base price" value={values.basePrice} required error={errors.basePrice} onValueChange={(v) => set('basePrice', v)} />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SUBSCRIPTION_PLAN_DURATIONS.map((months) => (
            <MoneyInput
              key={months}
              label={`${months}-month plan`}
              placeholder="Base price"
              value={values[PLAN_FIELDS[months]]}
              error={errors[PLAN_FIELDS[months]]}
              onValueChange={(v) => set(PLAN_FIELDS[months], v)}
            />
          ))}
        </div>
        <p className="text-sm text-ink-soft">A blank plan price uses the base price. An enabled early-bird price replaces every plan's price.</p>
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <Checkbox label="Early-bird price enabled" checked={values.isEarlyBirdEnabled} onChange={(v) => set('isEarlyBirdEnabled', v)} />
          <MoneyInput
            label="Early-bird price"
            value={values.earlyBirdPrice}
            error={errors.earlyBirdPrice}
            onValueChange={(v) => set('earlyBirdPrice', v)}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">Extras</legend>
        <Checkbox label="12-month bonus" checked={values.has12MonthBonus} onChange={(v) => set('has12MonthBonus', v)} />
        <Input
          label="12-month bonus text"
          value={values.twelveMonthBonusText}
          maxLength={SUBSCRIPTION_LIMITS.bonusText}
          onChange={(e) => set('twelveMonthBonusText', e.currentTarget.value)}
        />
        <Checkbox label="Free lessons" checked={values.hasFreeLessons} onChange={(v) => set('hasFreeLessons', v)} />
        <div className="grid gap-3 sm:grid-cols-[1fr_3fr]">
          <Input
            label="Free lesson weeks"
            type="number"
            inputMode="numeric"
            min="1"
            max={SUBSCRIPTION_LIMITS.maxFreeLessonsWeeks}
            step="1"
            value={values.freeLessonsWeeks}
            error={errors.freeLessonsWeeks}
            onChange={(e) => set('freeLessonsWeeks', e.currentTarget.value)}
          />
          <Input
            label="Free lessons text"
            value={values.freeLessonsText}
            maxLength={SUBSCRIPTION_LIMITS.bonusText}
            onChange={(e) => set('freeLessonsText', e.currentTarget.value)}
          />
        </div>
      </fieldset>

      <TextArea
        label="What's in this box"
        hint="One item per line"
        rows={6}
        value={values.characteristics}
        onChange={(e) => set('characteristics', e.currentTarget.value)}
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={update.isPending}>
          Save subscription
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
