import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isBlankText } from '@shop/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { markGiveawayEntered } from '@/lib/entered-giveaways';
import { GIVEAWAYS_QUERY_KEY } from '@/lib/active-giveaways';
import { enterGiveaway } from '../api/giveaways';
import { ENTRY_MESSAGES } from '../constants';

type Entry = { giveawayId: string; email: string | null; answer: string };

/**
 * Enters a giveaway with a trimmed answer and says how it went (docs/product/engagement.md §5, §8 "Giveaway entry").
 * A success, or the server saying she already entered, marks the giveaway entered in this browser.
 * Answers whether she is now entered.
 */
export function useEnterGiveaway() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ giveawayId, email, answer }: { giveawayId: string; email: string; answer: string }) => enterGiveaway(giveawayId, email, answer),
    onSettled: (_data, _error, { giveawayId }) => {
      void queryClient.invalidateQueries({ queryKey: GIVEAWAYS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [...GIVEAWAYS_QUERY_KEY, giveawayId, 'entries'] });
    },
  });

  async function enter({ giveawayId, email, answer }: Entry): Promise<boolean> {
    const trimmed = answer.trim();
    if (!email) {
      toast({ title: ENTRY_MESSAGES.emailRequiredTitle, description: ENTRY_MESSAGES.emailRequired, variant: 'destructive' });
      return false;
    }
    if (isBlankText(trimmed)) {
      toast({ title: ENTRY_MESSAGES.answerRequiredTitle, description: ENTRY_MESSAGES.answerRequired, variant: 'destructive' });
      return false;
    }
    try {
      await mutation.mutateAsync({ giveawayId, email, answer: trimmed });
      markGiveawayEntered(giveawayId);
      toast({ title: ENTRY_MESSAGES.submitted, variant: 'success' });
      return true;
    } catch (error) {
      if (hasErrorCode(error, 'ALREADY_ENTERED')) {
        markGiveawayEntered(giveawayId);
        toast({ title: ENTRY_MESSAGES.alreadyEnteredTitle, description: ENTRY_MESSAGES.alreadyEntered });
        return true;
      }
      toast({ ...entryFailure(error), variant: 'destructive' });
      return false;
    }
  }

  return { enter, submitting: mutation.isPending };
}

function entryFailure(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    return { title: ENTRY_MESSAGES.failedTitle, description: ENTRY_MESSAGES.failed(error.serverMessage ?? ENTRY_MESSAGES.failedFallback) };
  }
  // fetch rejects with a TypeError when the request never reached the shop.
  if (error instanceof TypeError) return { title: ENTRY_MESSAGES.networkTitle, description: ENTRY_MESSAGES.network };
  return { title: ENTRY_MESSAGES.unexpectedTitle, description: ENTRY_MESSAGES.unexpected };
}
