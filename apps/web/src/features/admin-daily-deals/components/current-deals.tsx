import { useRef, useState } from 'react';
import type { DailyDealView } from '@shop/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useActivateDailyDeal, useDeleteDailyDeal } from '../api/admin-daily-deals';
import { DealForm } from './deal-form';
import { DealList } from './deal-list';

/** The Current Deals tab: the create/edit form, then every deal with Edit, Activate and Delete (asked first). */
export function CurrentDeals() {
  const [editing, setEditing] = useState<DailyDealView | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const activate = useActivateDailyDeal();
  const remove = useDeleteDailyDeal();

  function edit(deal: DailyDealView) {
    setEditing(deal);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function handleActivate(deal: DailyDealView) {
    activate.mutate(deal.id, {
      onSuccess: (saved) => toast({ title: 'Deal activated', description: saved.title, variant: 'success' }),
      onError: toastFailure('Failed to activate deal'),
    });
  }

  function handleDelete(deal: DailyDealView) {
    remove.mutate(deal.id, {
      onSuccess: () => {
        toast({ title: 'Deal deleted', description: deal.title, variant: 'success' });
        if (editing?.id === deal.id) setEditing(null);
      },
      onError: toastFailure('Failed to delete daily deal'),
    });
  }

  const busyId = activate.isPending ? activate.variables : remove.isPending ? remove.variables : null;

  return (
    <div className="flex flex-col gap-6" data-testid="current-deals">
      <section className="flex flex-col gap-4" aria-labelledby="deal-form-heading">
        <div ref={formRef} className="scroll-mt-20">
          <h3 id="deal-form-heading" className="font-display text-lg font-semibold text-ink">
            {editing ? `Edit “${editing.title}”` : 'New daily deal'}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">A limited number of units at a fixed sale price, shown on the shop page while it runs.</p>
        </div>
        {/* A new key starts the form afresh for each deal edited, and for create mode. */}
        <DealForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </section>
      <section className="flex flex-col gap-4 border-t border-line pt-5" aria-labelledby="deal-list-heading">
        <h3 id="deal-list-heading" className="font-display text-lg font-semibold text-ink">
          All deals
        </h3>
        <DealList editingId={editing?.id ?? null} busyId={busyId} onEdit={edit} onActivate={handleActivate} onDelete={handleDelete} />
      </section>
    </div>
  );
}
