import { useId, useState } from 'react';
import type { GiveawayTicketCount, GiveawayView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { toastFailure } from '@/lib/toast-failure';
import { useDrawWinner, useSetWinner } from '../api/admin-giveaways';

const WINNER_SELECTED = 'Winner selected successfully!';

type WinnerSectionProps = { giveaway: GiveawayView; tickets: UseQueryResult<GiveawayTicketCount[]> };

/**
 * With no winner: the entrants with their tickets to pick from, or a draw over every ticket (docs/rules.md §9).
 * With one: who won, and Clear Winner, which opens the giveaway again (docs/product/back-office.md §4 "Giveaway").
 */
export function WinnerSection({ giveaway, tickets }: WinnerSectionProps) {
  const groupName = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const setWinner = useSetWinner();
  const draw = useDrawWinner();
  const busy = setWinner.isPending || draw.isPending;

  function selected(winner: string | null, ticketCount: number) {
    toast({
      title: WINNER_SELECTED,
      description: `${winner}, drawn from ${ticketCount} ${ticketCount === 1 ? 'ticket' : 'tickets'}.`,
      variant: 'success',
    });
    setPicked(null);
  }

  function pick() {
    if (!picked) return;
    setWinner.mutate(
      { id: giveaway.id, winnerId: picked },
      {
        onSuccess: (answer) => selected(answer.winnerEmail, answer.ticketCount),
        onError: toastFailure('Failed to set winner'),
      },
    );
  }

  function drawAtRandom() {
    draw.mutate(giveaway.id, {
      onSuccess: (answer) => selected(answer.winnerEmail, answer.ticketCount),
      onError: toastFailure('Failed to set winner'),
    });
  }

  function clear() {
    setWinner.mutate(
      { id: giveaway.id, winnerId: null },
      {
        onSuccess: () => toast({ title: 'Winner selection cleared! Giveaway is now active again.', variant: 'success' }),
        onError: toastFailure('Failed to clear winner'),
      },
    );
  }

  if (giveaway.winnerEmail) {
    return (
      <section
        className="flex flex-col gap-3 rounded-xl border border-sage/40 bg-sage-wash p-3"
        aria-label={`Winner of ${giveaway.title}`}
        data-testid="giveaway-winner"
      >
        <p className="text-ink">
          Winner: <strong className="break-all">{giveaway.winnerEmail}</strong>
        </p>
        <div className="max-sm:[&_button]:min-h-11">
          <Button variant="secondary" size="sm" busy={setWinner.isPending} onClick={clear} aria-label={`Clear Winner of ${giveaway.title}`}>
            Clear Winner
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-3" aria-label={`Winner selection for ${giveaway.title}`} data-testid="winner-selection">
      <h5 className="font-semibold text-ink">Select a winner</h5>
      <p className="text-sm text-ink-soft">
        Each ticket is one chance: the answer, each credit spent and each approved share. Picking a winner ends the giveaway.
      </p>
      <QueryStates query={tickets} noun="tickets" emptyText="No entrants yet: nobody to pick.">
        {(rows) => (
          <>
            <fieldset className="flex flex-col gap-1">
              <legend className="sr-only">Entrants and their tickets</legend>
              {rows.map((row) => (
                <label key={row.userEmail} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-paper-deep">
                  <input
                    type="radio"
                    name={groupName}
                    value={row.userEmail}
                    checked={picked === row.userEmail}
                    onChange={() => setPicked(row.userEmail)}
                    className="size-4 accent-madder focus-ring"
                  />
                  <span className="min-w-0 flex-1 break-all text-ink">{row.userEmail}</span>
                  <span className="shrink-0 text-sm text-ink-soft">
                    {row.tickets} {row.tickets === 1 ? 'ticket' : 'tickets'}
                  </span>
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
              <Button size="sm" onClick={pick} disabled={!picked || busy} busy={setWinner.isPending}>
                Select Winner
              </Button>
              <Button variant="secondary" size="sm" onClick={drawAtRandom} disabled={busy} busy={draw.isPending}>
                Draw at random
              </Button>
            </div>
          </>
        )}
      </QueryStates>
    </section>
  );
}
