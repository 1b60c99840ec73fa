import { useState, type FormEvent } from 'react';
import { GIVEAWAY_ANSWER_MAX_LENGTH, type GiveawayEntryView, type GiveawayView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TextArea } from '@/components/ui/form-field';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDeleteEntry, useEditEntry, useGiveawayEntries } from '../api/admin-giveaways';

type EntryRowProps = { entry: GiveawayEntryView; tickets: number | undefined };

/** One entry: who, when, the answer; the answer edits in place, Delete asks first (docs/product/back-office.md §5). */
function EntryRow({ entry, tickets }: EntryRowProps) {
  const [editing, setEditing] = useState(false);
  const [answer, setAnswer] = useState(entry.answer);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditEntry();
  const remove = useDeleteEntry();

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = answer.trim();
    if (!trimmed) {
      setError('The answer cannot be blank');
      return;
    }
    edit.mutate(
      { id: entry.id, answer: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Entry updated successfully', description: entry.userEmail, variant: 'success' });
          setEditing(false);
        },
        onError: (failure) => toast({ title: 'Failed to update entry', description: getErrorMessage(failure), variant: 'destructive' }),
      },
    );
  }

  /** Awaited rather than mutate callbacks: the row leaves the list once the entry is gone. */
  async function deleteEntry() {
    try {
      await remove.mutateAsync(entry.id);
    } catch (failure) {
      toast({ title: 'Failed to delete entry', description: getErrorMessage(failure), variant: 'destructive' });
      return;
    }
    toast({ title: 'Entry deleted successfully', description: entry.userEmail, variant: 'success' });
  }

  return (
    <li data-testid="giveaway-entry" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium break-all text-ink">{entry.userEmail}</p>
        <p className="text-xs text-ink-soft">
          {formatDateTime(entry.createdAt)}
          {tickets !== undefined && (
            <>
              {' '}
              · {tickets} {tickets === 1 ? 'ticket' : 'tickets'}
            </>
          )}
        </p>
      </div>
      {editing ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-2" aria-label={`Edit answer of ${entry.userEmail}`}>
          <TextArea
            label="Answer"
            rows={3}
            maxLength={GIVEAWAY_ANSWER_MAX_LENGTH}
            value={answer}
            error={error}
            onChange={(e) => {
              setAnswer(e.target.value);
              setError(null);
            }}
          />
          <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
            <Button type="submit" size="sm" busy={edit.isPending}>
              Save answer
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={edit.isPending}
              onClick={() => {
                setEditing(false);
                setAnswer(entry.answer);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="text-sm whitespace-pre-line break-words text-ink" data-testid="giveaway-entry-answer">
            {entry.answer}
          </p>
          <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit answer of ${entry.userEmail}`}>
              Edit answer
            </Button>
            <ConfirmButton
              label="Delete"
              ariaLabel={`Delete the entry of ${entry.userEmail}`}
              question={`Delete the entry of ${entry.userEmail}? Its ticket goes too.`}
              confirmLabel="Yes, delete"
              busy={remove.isPending}
              onConfirm={() => void deleteEntry()}
            />
          </div>
        </>
      )}
    </li>
  );
}

type GiveawayEntriesProps = { giveaway: GiveawayView; ticketsByEmail: ReadonlyMap<string, number> };

/** The giveaway's answer entries, oldest first (credit tickets have no entry and are counted in the winner section). */
export function GiveawayEntries({ giveaway, ticketsByEmail }: GiveawayEntriesProps) {
  const query = useGiveawayEntries(giveaway.id);
  return (
    <section className="flex flex-col gap-3" aria-label={`Entries of ${giveaway.title}`}>
      <h5 className="font-semibold text-ink">Entries ({query.data?.length ?? giveaway.entryCount})</h5>
      <QueryStates query={query} noun="entries" emptyText="No entries yet">
        {(entries) => (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} tickets={ticketsByEmail.get(entry.userEmail)} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
