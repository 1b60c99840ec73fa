import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MysteryBox } from '@shop/contracts';
import { useFormState } from '@/components/admin-form/use-form-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDeleteMysteryBox } from '../api/delete-mystery-box';
import { refreshMysteryBoxes } from '../api/query-keys';
import { useUpdateMysteryBox } from '../api/update-mystery-box';
import { changedFields, checkForm, formValuesFromBox, isComplete, type MysteryBoxFormErrors, type MysteryBoxFormValues } from '../utils/form-values';
import { MysteryBoxFields } from './mystery-box-fields';

/**
 * One tier: its view, or its inline edit (save or cancel, docs/product/back-office.md §4). Delete
 * acts on the first click (docs/product/back-office.md §5 asks for no confirmation here).
 */
export function MysteryBoxRow({ box }: { box: MysteryBox }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useFormState<MysteryBoxFormValues, MysteryBoxFormErrors>(() => formValuesFromBox(box));
  const { values } = form;
  const update = useUpdateMysteryBox();
  const remove = useDeleteMysteryBox();

  function startEditing() {
    form.reset();
    setEditing(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const input = form.accepted(checkForm(values), { toast: true });
    if (!input) return;
    const changes = changedFields(box, input);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { id: box.id, changes },
      {
        onSuccess: (saved) => {
          toast({ title: 'Success', description: `Mystery box “${saved.title}” updated`, variant: 'success' });
          setEditing(false);
        },
        onError: (error) => {
          toast({ title: 'Failed to update mystery box', description: getErrorMessage(error), variant: 'destructive' });
          if (isApiError(error, 404)) void refreshMysteryBoxes(queryClient);
        },
      },
    );
  }

  /** Awaited rather than mutate callbacks: the row leaves the list (unmounts) once the box is gone. */
  async function deleteBox() {
    try {
      await remove.mutateAsync(box.id);
      toast({ title: 'Success', description: `Mystery box “${box.title}” deleted`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Failed to delete mystery box', description: getErrorMessage(error), variant: 'destructive' });
    }
  }

  if (editing) {
    return (
      <li data-testid="mystery-box-row" className="rounded-xl border border-madder bg-paper p-4">
        <form onSubmit={save} noValidate aria-label={`Edit ${box.title}`} className="flex flex-col gap-4">
          <MysteryBoxFields form={form} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" busy={update.isPending} disabled={!isComplete(values)}>
              Save
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li
      data-testid="mystery-box-row"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold break-words text-ink">{box.title}</h4>
          <span
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              box.isActive ? 'bg-sage-wash text-sage' : 'bg-paper-deep text-ink-soft',
            )}
          >
            {box.isActive ? 'Active' : 'Inactive'}
          </span>
        </div>
        {box.description && <p className="text-sm break-words text-ink-soft">{box.description}</p>}
        <p className="text-sm text-ink">
          Spend {formatMoney(box.threshold)} or more → a box worth {formatMoney(box.rewardValue)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" onClick={startEditing} disabled={remove.isPending} aria-label={`Edit ${box.title}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void deleteBox()}
          busy={remove.isPending}
          aria-label={`Delete ${box.title}`}
          className="text-red-700"
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
