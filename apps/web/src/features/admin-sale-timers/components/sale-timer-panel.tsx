import { useRef, useState } from 'react';
import type { SaleTimer } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useDeleteSaleTimer } from '../api/delete-sale-timer';
import { SaleTimerForm } from './sale-timer-form';
import { SaleTimerList } from './sale-timer-list';

/** The admin's sale-timers tab (docs/product/back-office.md §2.3 "Sale Timer Management"). */
export function SaleTimerPanel() {
  const [editing, setEditing] = useState<SaleTimer | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteSaleTimer();

  function edit(timer: SaleTimer) {
    setEditing(timer);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  /** One click deletes (docs/product/back-office.md §5 asks for no confirmation before deleting a sale timer). */
  function handleDelete(timer: SaleTimer) {
    remove.mutate(timer.id, {
      onSuccess: () => {
        toast({ title: 'Sale timer deleted', description: timer.name, variant: 'success' });
        if (editing?.id === timer.id) setEditing(null);
      },
      onError: toastFailure('Failed to delete sale timer'),
    });
  }

  return (
    <div className="flex flex-col gap-6" data-testid="sale-timer-panel">
      <Card className="flex flex-col gap-4">
        <div ref={formRef}>
          <CardTitle>Sale Timer Management</CardTitle>
          <p className="mt-1 text-sm text-ink-soft">
            A timed sale takes its discount off every product it targets while it runs. Sales do not stack: each product gets the largest discount
            that applies. A running sale for all products is the site-wide sale.
          </p>
        </div>
        {/* A new key starts the form afresh for each timer edited, and for create mode. */}
        <SaleTimerForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Existing Sale Timers</CardTitle>
        <SaleTimerList
          editingId={editing?.id ?? null}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onEdit={edit}
          onDelete={handleDelete}
        />
      </Card>
    </div>
  );
}
