import { ErrorState } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useMysteryBoxes } from '../api/get-mystery-boxes';
import { AddMysteryBoxForm } from './add-mystery-box-form';
import { MysteryBoxRow } from './mystery-box-row';
import { PromotionToggle } from './promotion-toggle';

function MysteryBoxList() {
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
        <MysteryBoxRow key={box.id} box={box} />
      ))}
    </ul>
  );
}

/** The admin's mystery-boxes tab (docs/product/back-office.md §2.3 "Mystery Box Promotion System"). */
export function MysteryBoxesPanel() {
  return (
    <Card className="flex flex-col gap-4" data-testid="mystery-boxes-panel">
      <div>
        <CardTitle>Mystery Box Promotion System</CardTitle>
        <p className="mt-1 text-sm text-ink-soft">
          When the promotion is on, a cart whose subtotal (before any coupon) reaches a tier's threshold gets one free mystery box: the one of the
          highest active tier it reaches.
        </p>
      </div>
      <PromotionToggle />
      <AddMysteryBoxForm />
      <h3 className="font-display text-lg font-semibold text-ink">Tiers (lowest threshold first)</h3>
      <MysteryBoxList />
    </Card>
  );
}
