import { useState, type FormEvent } from 'react';
import { CREDIT_REASON_MAX_LENGTH, MAX_CREDITS_PER_REQUEST } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAddCredits } from '../api/add-credits';
import {
  clampCredits,
  emptyAddCreditsValues,
  INVALID_INPUT_MESSAGE,
  INVALID_INPUT_TITLE,
  toAddCreditsInput,
  type AddCreditsValues,
} from '../utils/add-credits-form';

/** Credits added by hand (docs/product/back-office.md §5 "Credits (manual add)"): e-mail, credits ≥ 1, a reason. */
export function AddCreditsForm() {
  const [values, setValues] = useState<AddCreditsValues>(emptyAddCreditsValues);
  const add = useAddCredits();
  const set = (key: keyof AddCreditsValues, value: string) => setValues((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = toAddCreditsInput(values);
    if (!input) {
      toast({ title: INVALID_INPUT_TITLE, description: INVALID_INPUT_MESSAGE, variant: 'destructive' });
      return;
    }
    add.mutate(input, {
      onSuccess: (answer) => {
        toast({
          title: 'Credits Added Successfully',
          description: `${answer.message.replace(/\.?$/, '.')} New balance: ${answer.balance} ${answer.balance === 1 ? 'credit' : 'credits'}.`,
          variant: 'success',
        });
        setValues(emptyAddCreditsValues());
      },
      onError: (error) => toast({ title: 'Error', description: getErrorMessage(error, 'Failed to add credits'), variant: 'destructive' }),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add credits"
      data-testid="add-credits-form"
      className="flex flex-col gap-3 rounded-xl border border-line bg-paper p-4"
    >
      <h3 className="font-display text-lg font-semibold text-ink">Add Credits</h3>
      <Input
        label="Customer email"
        name="userEmail"
        type="email"
        autoComplete="off"
        inputMode="email"
        value={values.userEmail}
        onChange={(e) => set('userEmail', e.target.value)}
        placeholder="customer@example.com"
        required
      />
      <Input
        label="Credits"
        name="credits"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CREDITS_PER_REQUEST}
        step={1}
        value={values.credits}
        onChange={(e) => set('credits', e.target.value)}
        onBlur={(e) => set('credits', clampCredits(e.target.value))}
        hint="Whole credits; 1 credit is 1 giveaway entry."
        required
      />
      <Input
        label="Reason (optional)"
        name="reason"
        value={values.reason}
        maxLength={CREDIT_REASON_MAX_LENGTH}
        onChange={(e) => set('reason', e.target.value)}
        placeholder="e.g. Make-up for a lost parcel"
        hint="Recorded with the grant."
      />
      <div>
        <Button type="submit" busy={add.isPending}>
          Add Credits
        </Button>
      </div>
    </form>
  );
}
