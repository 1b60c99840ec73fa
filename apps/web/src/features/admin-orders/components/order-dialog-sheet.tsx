import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The order screens' dialog body: a sheet from the bottom on phones, a centred card from `sm` up, over a dimmed page.
 * It goes inside a Dialog.Root; the title and description are the caller's.
 */
export function OrderDialogSheet({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Dialog.Content
        data-testid={testId}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-5 shadow-xl focus-visible:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,32rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
      >
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
