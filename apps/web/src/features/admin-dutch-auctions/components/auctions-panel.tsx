import { useRef, useState } from 'react';
import type { DutchAuctionView } from '@shop/contracts';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast/use-toast';
import { toastFailure } from '@/lib/toast-failure';
import { useDeleteAuction, useSetAuctionActive } from '../api/admin-auctions';
import { AuctionForm } from './auction-form';
import { AuctionList } from './auction-list';

/**
 * The gravity auctions panel (docs/api.md "Gravity auctions": the product documents show no admin screen for auctions;
 * the owner needs one).
 * It sits in the Daily Deals tab, under its own heading.
 */
export function AuctionsPanel() {
  const [editing, setEditing] = useState<DutchAuctionView | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const setActive = useSetAuctionActive();
  const remove = useDeleteAuction();

  function edit(auction: DutchAuctionView) {
    setEditing(auction);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function switchActive(auction: DutchAuctionView, active: boolean) {
    setActive.mutate(
      { id: auction.id, active },
      {
        onSuccess: (saved) => toast({ title: active ? 'Auction activated' : 'Auction deactivated', description: saved.title, variant: 'success' }),
        onError: toastFailure('Failed to update auction'),
      },
    );
  }

  function handleDelete(auction: DutchAuctionView) {
    remove.mutate(auction.id, {
      onSuccess: () => {
        toast({ title: 'Auction deleted', description: auction.title, variant: 'success' });
        if (editing?.id === auction.id) setEditing(null);
      },
      onError: toastFailure('Failed to delete auction'),
    });
  }

  const busyId = setActive.isPending ? setActive.variables.id : remove.isPending ? remove.variables : null;

  return (
    <section aria-labelledby="gravity-auctions-heading" className="flex flex-col gap-4" data-testid="auctions-panel">
      <h2 id="gravity-auctions-heading" className="font-display text-2xl font-semibold text-ink">
        Gravity Auctions
      </h2>
      <Card className="flex flex-col gap-4">
        <div ref={formRef} className="scroll-mt-20">
          <h3 className="font-display text-lg font-semibold text-ink">{editing ? `Edit “${editing.title}”` : 'New gravity auction'}</h3>
          <p className="mt-1 text-sm text-ink-soft">
            The price falls by the drop amount every interval, from the start price down to the end price; a buyer locks the price of her moment for
            one unit.
          </p>
        </div>
        {/* A new key starts the form afresh for each auction edited, and for create mode. */}
        <AuctionForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="font-display text-lg font-semibold text-ink">Existing Auctions</h3>
        <AuctionList editingId={editing?.id ?? null} busyId={busyId} onEdit={edit} onSetActive={switchActive} onDelete={handleDelete} />
      </Card>
    </section>
  );
}
