import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';

type Outcome = {
  /** What happened ('Subscription created'): the success toast's description, under the title 'Success' (docs/product/back-office.md §8). */
  success: string;
  /** The toast title on failure (docs/product/back-office.md §8, e.g. 'Failed to update subscription'); the server's words go below it. */
  failure: string;
  /** A detail shown after the success text, e.g. the plan's title. */
  description?: string;
};

/** docs/product/back-office.md §8: 'Success' titles general actions' success toasts. */
const SUCCESS_TITLE = 'Success';

/** Runs a call and toasts how it went; true when it succeeded. Never rejects. */
export async function withToasts(work: () => Promise<unknown>, { success, failure, description }: Outcome): Promise<boolean> {
  try {
    await work();
    toast({ title: SUCCESS_TITLE, description: description ? `${success}: ${description}` : success, variant: 'success' });
    return true;
  } catch (error) {
    notifyFailure(failure, getErrorMessage(error, ''));
    return false;
  }
}

export function notifyFailure(title: string, description?: string) {
  toast({ title, description: description || undefined, variant: 'destructive' });
}
