import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { LoadingBlock } from '@/components/ui/spinner';
import { forgetGiveawayEntry, markGiveawayEntered, readEnteredGiveaways } from '@/lib/entered-giveaways';
import { formatDateTime } from '@/lib/format';
import { giveawayEntriesQueryOptions } from '../api/giveaways';
import { useDeleteOwnEntry } from '../hooks/use-delete-own-entry';

const sameEmail = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();

type EntriesListProps = { giveawayId: string; email: string | null };

/**
 * Everyone's entries, by e-mail (docs/product/engagement.md "Giveaways"); only the shopper's own offers Delete, asked
 * twice. The server's list is the truth: this browser's entered mark follows it once it has loaded.
 */
export function EntriesList({ giveawayId, email }: EntriesListProps) {
  const query = useQuery(giveawayEntriesQueryOptions(giveawayId));
  const { remove, deleting } = useDeleteOwnEntry();
  const answered = query.data;

  // Only a fresh answer from the server reconciles (not a change of the mark itself, which a refetch then confirms):
  // an entry made or deleted elsewhere, or by an admin, shows here as it is.
  useEffect(() => {
    if (!answered || !email) return;
    const own = answered.some((entry) => sameEmail(entry.userEmail, email));
    const marked = readEnteredGiveaways().includes(giveawayId);
    if (own && !marked) markGiveawayEntered(giveawayId);
    if (!own && marked) forgetGiveawayEntry(giveawayId);
  }, [answered, email, giveawayId]);

  return (
    <section aria-labelledby={`giveaway-${giveawayId}-entries`} className="flex flex-col gap-2">
      <h3 id={`giveaway-${giveawayId}-entries`} className="font-display text-lg font-semibold text-ink">
        Entries{query.data ? ` (${query.data.length})` : ''}
      </h3>
      {query.isPending ? (
        <LoadingBlock label="Loading entries..." />
      ) : query.isError ? (
        <ErrorState title="Error loading entries" message="Please try again later" onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <p data-testid="giveaway-entries-empty" className="rounded-xl bg-paper-deep p-3 text-center text-sm text-ink-soft">
          No entries yet. Be the first!
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Entries">
          {query.data.map((entry) => {
            const own = sameEmail(entry.userEmail, email);
            return (
              <li
                key={entry.id}
                data-testid="giveaway-entry"
                data-own={own || undefined}
                className="flex flex-col gap-1 rounded-xl border border-line bg-white p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold break-all text-ink" data-testid="giveaway-entry-email">
                    {entry.userEmail}
                    {own && <span className="ml-2 text-sm font-normal text-ink-soft">(you)</span>}
                  </span>
                  <span className="text-xs text-ink-soft">{formatDateTime(entry.createdAt)}</span>
                </div>
                <p className="text-sm break-words whitespace-pre-line text-ink">{entry.answer}</p>
                {own && email && (
                  <div className="self-end">
                    <ConfirmButton
                      label="Delete"
                      ariaLabel="Delete your entry"
                      question="Delete your entry? You can enter again afterwards; tickets from credits and shares stay in the draw."
                      confirmLabel="Yes, delete"
                      busy={deleting}
                      onConfirm={() => remove(giveawayId, email)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
