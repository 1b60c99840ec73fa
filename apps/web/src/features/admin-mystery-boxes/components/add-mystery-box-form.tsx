import { useState, type FormEvent } from 'react';
import { SaveActions } from '@/components/admin-form/save-actions';
import { useFormState } from '@/components/admin-form/use-form-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateMysteryBox } from '../api/create-mystery-box';
import { checkForm, emptyFormValues, isComplete, type MysteryBoxFormErrors, type MysteryBoxFormValues } from '../utils/form-values';
import { MysteryBoxFields } from './mystery-box-fields';

/** The add-box form, open or closed (docs/product/back-office.md §4); its button enables only with a title, a threshold and a reward value. */
export function AddMysteryBoxForm() {
  const [open, setOpen] = useState(false);
  const form = useFormState<MysteryBoxFormValues, MysteryBoxFormErrors>(emptyFormValues);
  const { values } = form;
  const create = useCreateMysteryBox();

  function close() {
    setOpen(false);
    form.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.accepted(checkForm(values), { toast: true });
    if (!input) return;
    create.mutate(input, {
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
      <MysteryBoxFields form={form} />
      <SaveActions submitLabel="Create Mystery Box" busy={create.isPending} disabled={!isComplete(values)} onCancel={close} />
    </form>
  );
}
