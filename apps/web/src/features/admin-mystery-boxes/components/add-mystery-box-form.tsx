import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateMysteryBox } from '../api/create-mystery-box';
import { checkForm, emptyFormValues, isComplete, type MysteryBoxFormErrors, type MysteryBoxFormValues } from '../utils/form-values';
import { MysteryBoxFields } from './mystery-box-fields';

/** The add-box form, open or closed (docs/product/back-office.md §4); its button enables only with a title, a threshold and a reward value. */
export function AddMysteryBoxForm() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MysteryBoxFormValues>(emptyFormValues);
  const [errors, setErrors] = useState<MysteryBoxFormErrors>({});
  const create = useCreateMysteryBox();

  function set<K extends keyof MysteryBoxFormValues>(key: K, value: MysteryBoxFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function close() {
    setOpen(false);
    setValues(emptyFormValues());
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast({ title: 'Invalid Input', description: Object.values(check.errors).join('. '), variant: 'destructive' });
      return;
    }
    create.mutate(check.input, {
      onSuccess: (box) => {
        toast({ title: 'Success', description: `Mystery box “${box.title}” created`, variant: 'success' });
        close();
      },
      onError: toastFailure('Failed to create mystery box'),
    });
  }

  if (!open) {
    return (
      <div>
        <Button onClick={() => setOpen(true)} data-testid="open-add-mystery-box">
          Add Mystery Box
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Add mystery box"
      data-testid="add-mystery-box-form"
      className="flex flex-col gap-4 rounded-xl border border-line bg-paper p-4"
    >
      <h3 className="font-display text-lg font-semibold text-ink">New Mystery Box</h3>
      <MysteryBoxFields values={values} errors={errors} onChange={set} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending} disabled={!isComplete(values)}>
          Create Mystery Box
        </Button>
        <Button variant="secondary" onClick={close} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
