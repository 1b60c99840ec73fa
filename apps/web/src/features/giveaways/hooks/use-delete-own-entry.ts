import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { forgetGiveawayEntry } from '@/lib/entered-giveaways';
import { GIVEAWAYS_QUERY_KEY } from '@/lib/active-giveaways';
import { deleteOwnEntry } from '../api/giveaways';
import { ENTRY_MESSAGES } from '../constants';

/**
 * Deletes the shopper's own entry (docs/product/engagement.md §4 "Giveaway entry": entered → deleted, entering again
 * allowed): the browser forgets it entered, and says 'Entry Deleted' or 'Delete Failed'.
 */
export function useDeleteOwnEntry() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ giveawayId, email }: { giveawayId: string; email: string }) => deleteOwnEntry(giveawayId, email),
    onSuccess: (_answer, { giveawayId }) => {
      forgetGiveawayEntry(giveawayId);
      toast({ title: ENTRY_MESSAGES.deleted, variant: 'success' });
    },
    // The shop refused (docs/product/engagement.md §8): 'Delete Failed'; no answer at all: the issue message.
    onError: (error) =>
      error instanceof ApiError
        ? toast({ title: ENTRY_MESSAGES.deleteFailedTitle, description: ENTRY_MESSAGES.deleteFailed, variant: 'destructive' })
        : toast({ title: ENTRY_MESSAGES.deleteIssue, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GIVEAWAYS_QUERY_KEY }),
  });
  return { remove: (giveawayId: string, email: string) => mutation.mutate({ giveawayId, email }), deleting: mutation.isPending };
}
