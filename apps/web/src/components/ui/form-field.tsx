import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

export type FieldProps = {
  label: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  className?: string;
};

type ControlIds = { id: string; describedBy?: string };

/** Label, control, hint and error, wired together for screen readers (label/for, aria-describedby). */
export function FormField({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  children,
}: FieldProps & { id?: string; children: (ids: ControlIds) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({ id: controlId, describedBy: clsx(hintId, errorId) || undefined })}
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

/** The look shared by the app's text controls. */
export const CONTROL_CLASSES = 'w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft/70 focus-ring';

export function controlBorder(error?: string | null) {
  return error ? 'border-red-600' : 'border-line';
}

/** A labelled multi-line text field. */
export function TextArea({ label, hideLabel, hint, error, id, className, ...props }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy }) => (
        <textarea
          id={controlId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(CONTROL_CLASSES, 'py-2.5', controlBorder(error))}
          {...props}
        />
      )}
    </FormField>
  );
}

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice ("Select a course type"). */
    placeholder?: string;
  };

/** A labelled select with an optional empty first choice. */
export function Select({ label, hideLabel, hint, error, id, className, options, placeholder, ...props }: SelectProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {({ id: controlId, describedBy }) => (
        <select
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(CONTROL_CLASSES, 'min-h-11', controlBorder(error))}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
