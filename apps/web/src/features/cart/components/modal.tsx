import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its title). */
  labelledBy: string;
  /** Size, position and backdrop. */
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> element: the browser puts it in the top
 * layer, makes the page behind it inert, closes it on Escape and gives focus
 * back to where it was. A click on the backdrop closes it too; the page
 * behind does not scroll while it is open. (Radix Dialog would move its
 * focus-lock and scroll-lock libraries into the chunk every page preloads.)
 */
export function Modal({ open, onClose, labelledBy, className, testId, children }: ModalProps) {
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
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only clicks on the backdrop land on the <dialog> itself: the content fills the box.
        if (event.target === event.currentTarget) onClose();
      }}
      className={clsx('overflow-hidden bg-transparent p-0', className)}
    >
      {open && children}
    </dialog>
  );
}
