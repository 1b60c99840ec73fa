import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './button';

type ConfirmButtonVariant = 'danger' | 'secondary' | 'primary';

type ConfirmButtonProps = {
  /** The first button's text ('Delete'). */
  label: string;
  /** The question asked in place ('Delete this variant? This cannot be undone.'). */
  question: string;
  /** The confirming button's text ('Yes, delete'). */
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /**
   * danger (the default): a red-lettered button asking in red, confirmed by a red button;
   * secondary: a plain button asking in red; primary: a primary button asking in amber,
   * confirmed by a primary button (an action that is not destructive, e.g. 'Mark Paid').
   */
  variant?: ConfirmButtonVariant;
  /** Read to screen readers on the first button, e.g. 'Delete Cobalt Blue'. */
  ariaLabel?: string;
};

const QUESTION_STYLES = {
  destructive: {
    group: 'flex flex-wrap items-center gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2',
    text: 'text-sm font-medium text-red-900',
    confirm: 'danger',
  },
  caution: {
    group: 'flex flex-wrap items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2',
    text: 'text-sm font-medium text-amber-950',
    confirm: 'primary',
  },
} as const;

type ConfirmQuestionProps = {
  /** The question ('Refund $12.50 to the customer?'), also the dialog's name. */
  question: string;
  /** The confirming button's text ('Yes, refund'). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel or Escape; the caller puts focus back where the question was asked from. */
  onCancel: () => void;
  /** danger (the default) asks in red, primary in amber (see ConfirmButton). */
  variant?: ConfirmButtonVariant;
};

/**
 * The question of an action asked twice, as a small non-modal dialog: the question with confirm and cancel (Escape
 * cancels). Focus moves to Cancel as it appears, so Enter never confirms by accident. ConfirmButton shows it in place
 * of its button; a form can show it in place of its submit button once its fields are checked.
 */
export function ConfirmQuestion({ question, confirmLabel, onConfirm, onCancel, variant = 'danger' }: ConfirmQuestionProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }

  const styles = QUESTION_STYLES[variant === 'primary' ? 'caution' : 'destructive'];
  return (
    <div role="dialog" aria-label={question} onKeyDown={onKeyDown} className={styles.group}>
      <span className={styles.text}>{question}</span>
      <Button variant={styles.confirm} size="sm" onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button ref={cancelRef} variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * An action asked twice, in place: the button turns into a small non-modal
 * confirm dialog — the question with confirm and cancel (Escape cancels). Focus
 * moves to Cancel, so Enter never confirms by accident. (No dialog library: it
 * would join the chunk every page preloads.)
 */
export function ConfirmButton({ label, question, confirmLabel, onConfirm, busy = false, variant = 'danger', ariaLabel }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (!asking && wasAsking.current) openerRef.current?.focus();
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

  return (
    <ConfirmQuestion
      question={question}
      confirmLabel={confirmLabel}
      variant={variant}
      onConfirm={() => {
        setAsking(false);
        onConfirm();
      }}
      onCancel={() => setAsking(false)}
    />
  );
}
