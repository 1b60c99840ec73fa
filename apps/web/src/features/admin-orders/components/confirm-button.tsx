import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

type ConfirmButtonProps = {
  label: string;
  /** The question asked in place. */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  ariaLabel?: string;
};

/**
 * An action asked twice, in place: the button turns into the question with
 * confirm and cancel (Escape cancels). Focus moves to Cancel, so Enter never
 * confirms by accident. (No dialog library: it would join the chunk every page preloads.)
 */
export function ConfirmButton({ label, question, confirmLabel, onConfirm, busy = false, ariaLabel }: ConfirmButtonProps) {
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
      <Button ref={openerRef} size="sm" busy={busy} aria-label={ariaLabel} onClick={() => setAsking(true)}>
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
      className="flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2"
    >
      <span className="text-sm font-medium text-amber-950">{question}</span>
      <Button
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
