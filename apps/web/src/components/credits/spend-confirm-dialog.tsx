import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';

type SpendConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
};

/** The dialog both credits screens confirm a spend in. */
export function SpendConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  confirmDisabled,
  onConfirm,
  onClose,
  testId,
}: SpendConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId={testId}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl backdrop:bg-black/45"
    >
      <div className="flex flex-col gap-4 bg-white p-5">
        <h2 id={titleId} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        <ToastHost />
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button data-testid={`${testId}-confirm`} busy={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
