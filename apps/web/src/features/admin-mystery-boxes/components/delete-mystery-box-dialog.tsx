import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteMysteryBox } from '../api/delete-mystery-box';
import type { MysteryBox } from '../types';

type Props = {
  /** The box to confirm, or null when the dialog is closed. */
  box: MysteryBox | null;
  onClose: () => void;
};

/** Deleting a box asks first: it cannot be undone. */
export function DeleteMysteryBoxDialog({ box, onClose }: Props) {
  const remove = useDeleteMysteryBox();

  function confirm() {
    if (!box) return;
    remove.mutate(box.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: `Mystery box “${box.title}” deleted`, variant: 'success' });
        onClose();
      },
      onError: (error) => toast({ title: 'Failed to delete mystery box', description: getErrorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Dialog.Root open={box !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="delete-mystery-box-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus-visible:outline-none"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-ink">Delete mystery box?</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-soft">
            Are you sure? This will permanently delete “{box?.title}” and cannot be undone.
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} busy={remove.isPending}>
              Delete
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
