import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';

/** The props of a create-or-edit admin form. */
export type CreateOrEditFormProps<Item> = {
  /** The record being edited, or null to create one. */
  editing: Item | null;
  /** Back to create mode (after saving, or on cancel). */
  onDone: () => void;
};

type Callbacks<Item> = { onSuccess: (item: Item) => void; onError: (error: unknown) => void };

type SaveCreateOrEdit<Input, Item> = {
  /** The record being edited, or null to create one. */
  editing: { id: string } | null;
  input: Input;
  /** The fields an edit changed (only these are sent; none: nothing is). */
  changes: () => Partial<Input>;
  create: { mutate: (input: Input, options: Callbacks<Item>) => void };
  update: { mutate: (args: { id: string; changes: Partial<Input> }, options: Callbacks<Item>) => void };
  /** The success toast. */
  saved: (item: Item, created: boolean) => { title: string; description: string };
  /** The failure toasts' titles ('Failed to create coupon'). */
  failed: { create: string; update: string };
  /** After a create: the form starts again. */
  onCreated: () => void;
  /** After an edit is saved, or has nothing to save, or its record is gone: back to create mode. */
  onDone: () => void;
  /** The record was deleted elsewhere (404): the list is read again. */
  onGone: () => void;
};

/** The toast of a form that does not check out: every field's problem, in one line. */
export function toastInvalidInput(errors: Partial<Record<string, string>>) {
  toast({ title: 'Invalid Input', description: Object.values(errors).filter(Boolean).join('. '), variant: 'destructive' });
}

/** Saves a create-or-edit admin form (coupons, sale timers): creates, or sends only what an edit changed. */
export function saveCreateOrEdit<Input, Item>(save: SaveCreateOrEdit<Input, Item>) {
  const { editing, input, create, update, saved, failed, onCreated, onDone, onGone } = save;
  if (!editing) {
    create.mutate(input, {
      onSuccess: (item) => {
        toast({ ...saved(item, true), variant: 'success' });
        onCreated();
      },
      onError: toastFailure(failed.create),
    });
    return;
  }
  const changes = save.changes();
  if (Object.keys(changes).length === 0) {
    toast({ title: 'No changes to save' });
    onDone();
    return;
  }
  update.mutate(
    { id: editing.id, changes },
    {
      onSuccess: (item) => {
        toast({ ...saved(item, false), variant: 'success' });
        onDone();
      },
      onError: (error) => {
        toast({ title: failed.update, description: getErrorMessage(error), variant: 'destructive' });
        if (isApiError(error, 404)) {
          onGone();
          onDone();
        }
      },
    },
  );
}
