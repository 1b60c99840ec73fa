import { useRef, useState } from 'react';
import type { GiveawayView } from '@shop/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useDeleteGiveaway } from '../api/admin-giveaways';
import { GiveawayForm } from './giveaway-form';
import { GiveawayList } from './giveaway-list';

/** The Giveaways tab (docs/product/back-office.md "Giveaways panel"): the create/edit form, then every giveaway. */
export function GiveawaysPanel() {
  const [editing, setEditing] = useState<GiveawayView | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const remove = useDeleteGiveaway();

  function edit(giveaway: GiveawayView) {
    setEditing(giveaway);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function handleDelete(giveaway: GiveawayView) {
    remove.mutate(giveaway.id, {
      onSuccess: () => {
        toast({ title: 'Giveaway deleted', description: giveaway.title, variant: 'success' });
        setEditing((current) => (current?.id === giveaway.id ? null : current));
      },
      onError: toastFailure('Failed to delete giveaway'),
    });
  }

  return (
    <div className="flex flex-col gap-6" data-testid="giveaways-panel">
      <Card className="flex flex-col gap-4">
        <div ref={formRef} className="scroll-mt-20">
          <CardTitle>{editing ? `Edit “${editing.title}”` : 'Giveaways'}</CardTitle>
          <p className="mt-1 text-sm text-ink-soft">
            Shoppers enter with an answer; each answer, credit spent and approved share is one ticket in the draw.
          </p>
        </div>
        {/* A new key starts the form afresh for each giveaway edited, and for create mode. */}
        <GiveawayForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>All giveaways</CardTitle>
        <GiveawayList editingId={editing?.id ?? null} deletingId={remove.isPending ? remove.variables : null} onEdit={edit} onDelete={handleDelete} />
      </Card>
    </div>
  );
}
