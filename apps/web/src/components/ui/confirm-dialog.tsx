import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

/*
 * Radix Dialog (with its focus-lock and scroll-lock libraries): for the admin
 * area only. The shopper's pages use the native <dialog> of ./modal, so that
 * none of this joins the chunks the landing page preloads.
 */

type ConfirmDialogProps = {
  open: boolean;
  /** Asked to open or close (Escape, outside click, Cancel, the trigger); not called while busy. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the Radix trigger); none when the caller opens it. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The confirming (red) button's text. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the confirmed action runs: the confirm button spins, Cancel is disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  testId?: string;
};

/** A dialog that asks before an action that cannot be undone (deleting). */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  testId,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">{description}</Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConfirmDeleteButtonProps = {
  /** What is deleted, as the default question names it ("the lesson “Skies”"). */
  what: string;
  /** The trigger's text. */
  label?: string;
  /** The trigger's accessible name, when its text is not enough. */
  ariaLabel?: string;
  title?: ReactNode;
  /** Defaults to "This will permanently delete {what} and cannot be undone." */
  description?: ReactNode;
  /** Resolves true when deleted (the dialog closes), false to keep it open. */
  onConfirm: () => Promise<boolean>;
};

/** A small delete button that asks first (a ConfirmDialog of its own): deleting cannot be undone. */
export function ConfirmDeleteButton({
  what,
  label = 'Delete',
  ariaLabel,
  title = 'Are you sure?',
  description = <>This will permanently delete {what} and cannot be undone.</>,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const deleted = await onConfirm();
    setBusy(false);
    if (deleted) setOpen(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onConfirm={confirm}
      title={title}
      description={description}
      trigger={
        <Button variant="secondary" size="sm" className="text-red-700" aria-label={ariaLabel}>
          {label}
        </Button>
      }
    />
  );
}
