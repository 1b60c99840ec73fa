import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

type ConfirmButtonProps = {
  /** The first button's text ('Delete'). */
  label: string;
  /** The question asked in place ('Delete this variant? This cannot be undone.'). */
  question: string;
  /** The confirming button's text ('Yes, delete'). */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  variant?: 'danger' | 'secondary';
  /** Read to screen readers on the first button, e.g. 'Delete Cobalt Blue'. */
  ariaLabel?: string;
};

/**
 * A destructive action asked twice, in place: the button turns into the
 * question with confirm and cancel (Escape cancels). Focus moves to Cancel,
 * so Enter never confirms by accident.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
  variant = 'danger',
  ariaLabel,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={openerRef}
        variant={variant === 'danger' ? 'secondary' : variant}
        size="sm"
        busy={busy}
        aria-label={ariaLabel}
        onClick={() => setAsking(true)}
        className={variant === 'danger' ? 'text-red-700' : undefined}
      >
        {label}
      </Button>
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setAsking(false);
    }
  }

  return (
    <div
      role="group"
      aria-label={question}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2"
    >
      <span className="text-sm font-medium text-red-900">{question}</span>
      <Button
        variant="danger"
        size="sm"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button ref={cancelRef} variant="secondary" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </div>
  );
}
