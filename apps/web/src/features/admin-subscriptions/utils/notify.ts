import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';

type Outcome = {
  /** The toast title on success. */
  success: string;
  /** The toast title on failure (admin.md §8, e.g. 'Failed to update subscription'); the server's words go below it. */
  failure: string;
  description?: string;
};

/** Runs a call and toasts how it went; true when it succeeded. Never rejects. */
export async function withToasts(work: () => Promise<unknown>, { success, failure, description }: Outcome): Promise<boolean> {
  try {
    await work();
    toast({ title: success, description, variant: 'success' });
    return true;
  } catch (error) {
    notifyFailure(failure, getErrorMessage(error, ''));
    return false;
  }
}

export function notifyFailure(title: string, description?: string) {
  toast({ title, description: description || undefined, variant: 'destructive' });
}
