import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  /** Size, position and backdrop (e.g. 'm-auto backdrop:bg-black/45'). */
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> element: the browser puts it in the top
 * layer, makes the page behind it inert, closes it on Escape and gives focus
 * back to where it was. A click on the dark backdrop closes it too; the page
 * behind does not scroll while it is open. The shopper's dialogs (product,
 * cart, image viewer) use it: Radix Dialog would add its focus-lock and
 * scroll-lock libraries to the chunk every page preloads.
 */
export function Modal({ open, onClose, labelledBy, describedBy, className, testId, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-testid={open ? testId : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return; // a nested dialog's Escape
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop belongs to the <dialog> itself; the content fills the box, so only backdrop clicks land here.
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx('overflow-hidden bg-transparent p-0', className)}
    >
      {open && children}
    </dialog>
  );
}
