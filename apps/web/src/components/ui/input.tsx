import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';

type InputProps = ComponentProps<'input'> & {
  label: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
};

/** A labelled text input with an optional hint and an error message. */
export function Input({ label, hideLabel, hint, error, id, className, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={clsx(
          'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft/70',
          'focus-ring',
          'disabled:bg-paper-deep file:mr-3 file:rounded-lg file:border-0 file:bg-paper-deep file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink',
          error ? 'border-red-600' : 'border-line',
          props.type === 'file' && 'py-2',
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
