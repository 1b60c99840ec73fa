import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from './api-client';

/**
 * A mutation's onError: the documented failure title, with the server's reason under it — or, when it gave none, the
 * documented fallback (a generic one if there is none).
 */
export const toastFailure = (title: string, fallback?: string) => (error: unknown) =>
  toast({ title, description: getErrorMessage(error, fallback), variant: 'destructive' });
