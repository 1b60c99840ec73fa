import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import type { GiveawayView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useAdminGiveaways } from '../api/admin-giveaways';
import { descriptionPreview } from '../utils/giveaway-status';
import { GiveawayDetails } from './giveaway-details';
import { GiveawayStatusBadge } from './giveaway-status-badge';

/** 'Ends' turns to 'Ended' within a minute of the end. */
const ENDED_CHECK_MS = 60_000;

type GiveawayRowProps = {
  giveaway: GiveawayView;
  editing: boolean;
  deleting: boolean;
  onEdit: (giveaway: GiveawayView) => void;
  onDelete: (giveaway: GiveawayView) => void;
};

function GiveawayRow({ giveaway, editing, deleting, onEdit, onDelete }: GiveawayRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const now = useNow(ENDED_CHECK_MS);
  const dates = [
    giveaway.startDate && `Starts ${formatDateTime(giveaway.startDate)}`,
    giveaway.endDate && `${new Date(giveaway.endDate).getTime() <= now ? 'Ended' : 'Ends'} ${formatDateTime(giveaway.endDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li
      data-testid="giveaway-row"
      className={clsx('flex flex-col gap-3 rounded-xl border p-4', editing ? 'border-madder bg-paper' : 'border-line bg-white')}
    >
      <div className="flex min-w-0 gap-3">
        {giveaway.imageUrl && (
          <img src={giveaway.imageUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-lg border border-line object-cover" />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold break-words text-ink">{giveaway.title}</h4>
            <GiveawayStatusBadge giveaway={giveaway} />
          </div>
          {giveaway.description && <p className="text-sm break-words text-ink-soft">{descriptionPreview(giveaway.description)}</p>}
          <p className="text-sm text-ink-soft" data-testid="giveaway-entry-count">
            {giveaway.entryCount} {giveaway.entryCount === 1 ? 'entry' : 'entries'}
            {dates && <> · {dates}</>}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((current) => !current)}
          aria-label={`${open ? 'Hide' : 'Show'} entries & winner of ${giveaway.title}`}
        >
          {open ? 'Hide' : 'Show'} entries &amp; winner
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onEdit(giveaway)} aria-label={`Edit ${giveaway.title}`}>
          Edit
        </Button>
        <ConfirmButton
          label="Delete"
          ariaLabel={`Delete ${giveaway.title}`}
          question={`Delete “${giveaway.title}” with its entries? This cannot be undone.`}
          confirmLabel="Yes, delete"
          busy={deleting}
          onConfirm={() => onDelete(giveaway)}
        />
      </div>
      {open && <GiveawayDetails giveaway={giveaway} id={detailsId} />}
    </li>
  );
}

type GiveawayListProps = {
  editingId: string | null;
  deletingId: string | null;
  onEdit: (giveaway: GiveawayView) => void;
  onDelete: (giveaway: GiveawayView) => void;
};

/** Every giveaway, newest first, each expanding to its entries, winner and share content. */
export function GiveawayList({ editingId, deletingId, onEdit, onDelete }: GiveawayListProps) {
  const query = useAdminGiveaways();

  useEffect(() => {
    if (query.isError) toast({ title: 'Failed to fetch giveaways', description: getErrorMessage(query.error), variant: 'destructive' });
  }, [query.isError, query.error]);

  return (
    <QueryStates query={query} noun="giveaways" emptyText="No giveaways created yet">
      {(giveaways) => (
        <ul className="flex flex-col gap-3" data-testid="giveaway-list">
          {giveaways.map((giveaway) => (
            <GiveawayRow
              key={giveaway.id}
              giveaway={giveaway}
              editing={giveaway.id === editingId}
              deleting={giveaway.id === deletingId}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
