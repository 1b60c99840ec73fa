import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

const CONTROL = 'min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink focus-ring disabled:bg-paper-deep';

type FieldFrameProps = {
  id: string;
  label: string;
  hideLabel?: boolean;
  error?: string | null;
  hint?: string;
  className?: string;
  children: ReactNode;
};

function FieldFrame({ id, label, hideLabel, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string | null) {
  return clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined;
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  hideLabel?: boolean;
  error?: string | null;
  hint?: string;
};

export function SelectField({ label, hideLabel, error, hint, className, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(CONTROL, error ? 'border-red-600' : 'border-line')}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | null; hint?: string };

export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={clsx(CONTROL, 'py-2.5', error ? 'border-red-600' : 'border-line')}
        {...props}
      />
    </FieldFrame>
  );
}

/** A small pill: Active, Inactive, Sold, a running timer. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'bad' | 'sale'; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'good' && 'bg-sage-wash text-sage',
        tone === 'bad' && 'bg-red-100 text-red-800',
        tone === 'sale' && 'bg-madder/10 text-madder-deep',
        tone === 'neutral' && 'bg-paper-deep text-ink-soft',
      )}
    >
      {children}
    </span>
  );
}
