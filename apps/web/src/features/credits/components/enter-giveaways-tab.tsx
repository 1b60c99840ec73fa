import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CREDITS_PER_GIVEAWAY_ENTRY, type GiveawayView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useActiveGiveaways } from '@/lib/active-giveaways';
import { giveawayDisplayTitle } from '@/lib/giveaway-display';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { creditQueries, useSpendCredits } from '@/lib/credits';
import { creditsDescription, mentionsHandmadeBrush, spendableGiveaways } from '@/lib/credit-giveaways';
import { SpendConfirmDialog } from '@/components/credits/spend-confirm-dialog';

function HandmadeBrushPromo() {
  return (
    <p data-testid="credits-brush-promo" className="rounded-xl bg-ultramarine/5 p-3 text-sm text-ink">
      Learn to paint with a handmade brush in our free lessons.{' '}
      <a
        href={paths.lessons}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded font-medium text-ultramarine underline underline-offset-4 focus-ring"
      >
        Open the Learning Hub
      </a>
    </p>
  );
}

function GiveawayRow({ giveaway, canSpend, onEnter }: { giveaway: GiveawayView; canSpend: boolean; onEnter: () => void }) {
  const title = giveawayDisplayTitle(giveaway.title);
  return (
    <Card data-testid="credits-giveaway" className="flex flex-col gap-2 p-4 sm:p-5">
      <h3 className="font-display text-lg font-semibold break-words text-ink">{title}</h3>
      {giveaway.description && <p className="break-words text-ink-soft">{creditsDescription(giveaway.description)}</p>}
      <p className="text-sm text-ink-soft">
        <span data-testid="credits-giveaway-entries">{giveaway.entryCount}</span> {giveaway.entryCount === 1 ? 'entry' : 'entries'}
        {giveaway.endDate && <> · Ends {formatDateTime(giveaway.endDate)}</>}
      </p>
      {mentionsHandmadeBrush(giveaway.title) && <HandmadeBrushPromo />}
      <Button data-testid="credits-enter-giveaway" className="self-start" disabled={!canSpend} onClick={onEnter}>
        Enter Giveaway (1 credit)
      </Button>
    </Card>
  );
}

/** The Enter Giveaways tab (docs/product/engagement.md "Your Credits"): always one credit for one extra entry. */
export function EnterGiveawaysTab({ email }: { email: string }) {
  const giveaways = useActiveGiveaways();
  const balance = useQuery(creditQueries.balance(email));
  const spend = useSpendCredits();
  const [chosen, setChosen] = useState<GiveawayView | null>(null);
  const credits = balance.data?.credits ?? 0;

  if (giveaways.isPending || balance.isPending) return <LoadingBlock label="Loading giveaways..." />;
  if (giveaways.isError) {
    return (
      <ErrorState title="Error loading giveaways" message="Error loading giveaways. Please refresh the page." onRetry={() => giveaways.refetch()} />
    );
  }
  const open = spendableGiveaways(giveaways.data);

  function confirm() {
    if (!chosen) return;
    if (credits < CREDITS_PER_GIVEAWAY_ENTRY) {
      toast({ title: 'No Credits Available', description: 'You need to purchase products to earn credits first.', variant: 'destructive' });
      return;
    }
    spend.mutate(
      { userEmail: email, credits: CREDITS_PER_GIVEAWAY_ENTRY, giveawayId: chosen.id },
      {
        onSuccess: (answer) => {
          setChosen(null);
          toast({ title: 'Credits Spent!', description: answer.message, variant: 'success' });
        },
        onError: (failure) => {
          setChosen(null);
          toast({ title: 'Error', description: getErrorMessage(failure, 'Failed to spend credits. Please try again.'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">
        You have <strong data-testid="credits-enter-balance">{credits}</strong> {credits === 1 ? 'credit' : 'credits'}. Each credit is one extra entry
        in a giveaway's draw.
      </p>
      {credits < CREDITS_PER_GIVEAWAY_ENTRY && (
        <p data-testid="credits-none" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <strong>No Credits Available:</strong> You need to purchase products to earn credits first.
        </p>
      )}
      {open.length === 0 ? (
        <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No active giveaways available for credit spending.</p>
      ) : (
        open.map((giveaway) => (
          <GiveawayRow key={giveaway.id} giveaway={giveaway} canSpend={credits >= CREDITS_PER_GIVEAWAY_ENTRY} onEnter={() => setChosen(giveaway)} />
        ))
      )}
      <SpendConfirmDialog
        open={chosen !== null}
        title="Enter with 1 credit?"
        confirmLabel="Spend 1 credit"
        busy={spend.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
        testId="credits-spend-dialog"
      >
        <p className="text-ink">
          One credit buys one entry: spending 1 credit adds 1 extra entry for you in{' '}
          <strong className="break-words">{chosen ? giveawayDisplayTitle(chosen.title) : ''}</strong>.
        </p>
        <p className="text-sm text-ink-soft">
          You have {credits} {credits === 1 ? 'credit' : 'credits'}.
        </p>
      </SpendConfirmDialog>
    </div>
  );
}
