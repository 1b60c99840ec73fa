import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

type ConfirmDeleteProps = {
  /** What is deleted, as the question names it ("the subscription “Paint Box”"). */
  what: string;
  /** The trigger's text and accessible name. */
  label?: string;
  ariaLabel?: string;
  /** Resolves true when deleted (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
};

/** A delete button that asks first: deleting cannot be undone. */
export function ConfirmDelete({ what, label = 'Delete', ariaLabel, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const deleted = await onConfirm();
    setBusy(false);
    if (deleted) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="text-red-700" aria-label={ariaLabel}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="font-display text-xl font-semibold text-ink">Are you sure?</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            This will permanently delete {what} and cannot be undone.
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} busy={busy}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
