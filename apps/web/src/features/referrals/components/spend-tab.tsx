import { useState } from 'react';
import { creditsAvailableLine, INSUFFICIENT_CREDITS, type GiveawayView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useSpendCredits } from '@/lib/credits';
import { SpendConfirmDialog } from '@/components/credits/spend-confirm-dialog';
import { creditsDescription, spendableGiveaways } from '@/lib/credit-giveaways';
import { useActiveGiveaways } from '@/lib/active-giveaways';
import { giveawayDisplayTitle } from '@/lib/giveaway-display';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

/** What the shopper typed, as a whole number of credits, or null when it is not one of at least 1. */
export function parseCredits(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The Spend tab (docs/product/engagement.md "Referrals screen"): any number of credits, one entry each. */
export function SpendTab({ email, balance }: { email: string; balance: number }) {
  const giveaways = useActiveGiveaways();
  const spend = useSpendCredits();
  const [chosen, setChosen] = useState<GiveawayView | null>(null);
  const [amount, setAmount] = useState('1');

  if (giveaways.isPending) return <LoadingBlock label="Loading giveaways..." />;
  if (giveaways.isError) {
    return (
      <ErrorState title="Error loading giveaways" message="Error loading giveaways. Please refresh the page." onRetry={() => giveaways.refetch()} />
    );
  }
  const open = spendableGiveaways(giveaways.data);

  function confirm() {
    const credits = parseCredits(amount);
    if (!chosen || credits === null) {
      toast({ title: 'Invalid Selection', description: 'Please select a giveaway and enter a valid number of credits.', variant: 'destructive' });
      return;
    }
    if (credits > balance) {
      toast({ title: INSUFFICIENT_CREDITS, description: creditsAvailableLine(balance), variant: 'destructive' });
      return;
    }
    spend.mutate(
      { userEmail: email, credits, giveawayId: chosen.id },
      {
        onSuccess: (answer) => {
          setChosen(null);
          toast({ title: 'Credits Spent Successfully', description: answer.message, variant: 'success' });
        },
        onError: (failure) =>
          toast({ title: 'Error', description: getErrorMessage(failure, 'Failed to spend credits. Please try again.'), variant: 'destructive' }),
      },
    );
  }

  if (open.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-center text-ink-soft">No active giveaways available for credit spending.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {open.map((giveaway) => (
        <Card key={giveaway.id} data-testid="referrals-spend-giveaway" className="flex flex-col gap-2 p-4 sm:p-5">
          <h3 className="font-display text-lg font-semibold break-words text-ink">{giveawayDisplayTitle(giveaway.title)}</h3>
          {giveaway.description && <p className="break-words text-ink-soft">{creditsDescription(giveaway.description)}</p>}
          {giveaway.endDate && <p className="text-sm text-ink-soft">Ends {formatDateTime(giveaway.endDate)}</p>}
          <Button
            data-testid="referrals-spend-open"
            className="self-start"
            disabled={balance < 1}
            onClick={() => {
              setAmount('1');
              setChosen(giveaway);
            }}
          >
            Enter with Credits
          </Button>
        </Card>
      ))}
      <SpendConfirmDialog
        open={chosen !== null}
        title="Enter with Credits"
        confirmLabel="Spend Credits"
        busy={spend.isPending}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
        testId="referrals-spend-dialog"
      >
        <p className="text-ink">
          Each credit is one extra entry in <strong className="break-words">{chosen ? giveawayDisplayTitle(chosen.title) : ''}</strong>.
        </p>
        <Input
          label="Credits to spend"
          type="number"
          inputMode="numeric"
          min={1}
          max={balance}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => {
            // Clamped to at least 1 (docs/product/engagement.md §5); what is above the balance is refused with its message.
            const typed = Number(amount);
            if (amount.trim() !== '' && Number.isFinite(typed) && typed < 1) setAmount('1');
          }}
          hint={`Available credits: ${balance}`}
          data-testid="referrals-spend-amount"
        />
      </SpendConfirmDialog>
    </div>
  );
}
