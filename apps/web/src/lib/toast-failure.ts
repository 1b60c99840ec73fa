import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from './api-client';

/** A mutation's onError: the documented failure title, with the server's reason (or a generic one) under it. */
export const toastFailure = (title: string) => (error: unknown) =>
  toast({ title, description: getErrorMessage(error), variant: 'destructive' });
