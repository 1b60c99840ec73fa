import { clsx } from 'clsx';
import type { DutchAuctionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { QueryStates } from '@/components/ui/query-states';
import { formatMoney } from '@/lib/format';
import { useAdminAuctions } from '../api/admin-auctions';

type AuctionListProps = {
  editingId: string | null;
  /** The auction whose action is running (its buttons spin), or null. */
  busyId: string | null;
  onEdit: (auction: DutchAuctionView) => void;
  onSetActive: (auction: DutchAuctionView, active: boolean) => void;
  onDelete: (auction: DutchAuctionView) => void;
};

/** Every auction: title, price now and floor, sold of quantity, on or off, and its actions. */
export function AuctionList({ editingId, busyId, onEdit, onSetActive, onDelete }: AuctionListProps) {
  const query = useAdminAuctions();

  return (
    <QueryStates query={query} noun="auctions" errorTitle="Could not load the auctions" emptyText="No gravity auctions created yet">
      {(auctions) => (
        <ul className="flex flex-col gap-3" data-testid="auction-list">
          {auctions.map((auction) => (
            <li
              key={auction.id}
              data-testid="auction-row"
              className={clsx(
                'flex flex-col gap-3 rounded-xl border p-4',
                auction.id === editingId ? 'border-madder bg-paper' : 'border-line bg-white',
              )}
            >
              <div className="flex min-w-0 gap-3">
                {auction.images[0] && <img src={auction.images[0]} alt="" className="size-14 shrink-0 rounded-lg border border-line object-cover" />}
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-semibold break-words text-ink">{auction.title}</h4>
                    <span
                      className={clsx(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        auction.isActive ? 'bg-sage-wash text-sage' : 'bg-paper-deep text-ink-soft',
                      )}
                    >
                      {auction.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </div>
                  <p className="text-sm text-ink-soft">
                    Now <strong className="text-ink">{formatMoney(auction.currentPrice)}</strong> · floor {formatMoney(auction.endPrice)}
                    {auction.floorReached && ' (reached)'} · from {formatMoney(auction.startPrice)}, −{formatMoney(auction.priceDropAmount)} every{' '}
                    {auction.priceDropInterval} s
                  </p>
                  <p className="text-sm text-ink-soft" data-testid="auction-sold">
                    {auction.soldCount}/{auction.quantity} sold
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
                <Button variant="secondary" size="sm" onClick={() => onEdit(auction)} aria-label={`Edit ${auction.title}`}>
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  busy={busyId === auction.id}
                  onClick={() => onSetActive(auction, !auction.isActive)}
                  aria-label={`${auction.isActive ? 'Deactivate' : 'Activate'} ${auction.title}`}
                >
                  {auction.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete ${auction.title}`}
                  question={`Delete “${auction.title}”? This cannot be undone.`}
                  confirmLabel="Yes, delete"
                  onConfirm={() => onDelete(auction)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
