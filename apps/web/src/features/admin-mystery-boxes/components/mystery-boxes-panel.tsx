import { useState } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteMysteryBox } from '../api/delete-mystery-box';
import { useMysteryBoxes } from '../api/get-mystery-boxes';
import type { MysteryBox } from '../types';
import { AddMysteryBoxForm } from './add-mystery-box-form';
import { MysteryBoxRow } from './mystery-box-row';
import { PromotionToggle } from './promotion-toggle';

function MysteryBoxList({ onDelete }: { onDelete: (box: MysteryBox) => void }) {
  const query = useMysteryBoxes();
  if (query.isPending) return <LoadingBlock label="Loading mystery boxes..." />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the mystery boxes"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No mystery boxes yet. Add one above.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="mystery-box-list">
      {query.data.map((box) => (
        <MysteryBoxRow key={box.id} box={box} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/** The admin's mystery-boxes tab (admin.md §2.3 "Mystery Box Promotion System"). */
export function MysteryBoxesPanel() {
  const [deleting, setDeleting] = useState<MysteryBox | null>(null);
  const remove = useDeleteMysteryBox();

  /** Deleting a box asks first: it cannot be undone. */
  function confirmDelete() {
    const box = deleting;
    if (!box) return;
    remove.mutate(box.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: `Mystery box “${box.title}” deleted`, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => toast({ title: 'Failed to delete mystery box', description: getErrorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card className="flex flex-col gap-4" data-testid="mystery-boxes-panel">
      <div>
        <CardTitle>Mystery Box Promotion System</CardTitle>
        <p className="mt-1 text-sm text-ink-soft">
          When the promotion is on, a cart whose subtotal (before any coupon) reaches a tier's threshold gets one free
          mystery box: the one of the highest active tier it reaches.
        </p>
      </div>
      <PromotionToggle />
      <AddMysteryBoxForm />
      <h3 className="font-display text-lg font-semibold text-ink">Tiers (lowest threshold first)</h3>
      <MysteryBoxList onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        testId="delete-mystery-box-dialog"
        title="Delete mystery box?"
        description={<>Are you sure? This will permanently delete “{deleting?.title}” and cannot be undone.</>}
      />
    </Card>
  );
}
