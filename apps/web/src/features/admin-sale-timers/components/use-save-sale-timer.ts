import { useQueryClient } from '@tanstack/react-query';
import type { SaleTimer } from '@shop/contracts';
import { saveCreateOrEdit } from '@/components/admin-form/save-create-or-edit';
import { useCreateSaleTimer } from '../api/create-sale-timer';
import type { SaleTimerInput } from '../api/create-sale-timer';
import { refreshAfterSaleTimerChange } from '../api/get-sale-timers';
import { useUpdateSaleTimer } from '../api/update-sale-timer';
import { changedFields } from '../utils/form-values';

const described = (timer: SaleTimer) => `${timer.name}: ${timer.discountPercentage}% off`;

/** Saves the sale-timer form: creates a timer, or sends only what an edit changed (docs/product/back-office.md §2.3). */
export function useSaveSaleTimer(editing: SaleTimer | null, { onCreated, onDone }: { onCreated: () => void; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateSaleTimer();
  const update = useUpdateSaleTimer();

  function save(input: SaleTimerInput) {
    saveCreateOrEdit({
      editing,
      input,
      changes: () => changedFields(editing!, input),
      create,
      update,
      saved: (timer, created) => ({ title: created ? 'Sale timer created' : 'Sale timer updated', description: described(timer) }),
      failed: { create: 'Failed to create sale timer', update: 'Failed to update sale timer' },
      onCreated,
      onDone,
      onGone: () => void refreshAfterSaleTimerChange(queryClient),
    });
  }

  return { save, busy: create.isPending || update.isPending };
}
