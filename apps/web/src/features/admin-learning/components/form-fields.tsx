import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
};

const CONTROL_CLASSES = 'w-full rounded-xl border bg-white px-3.5 text-base text-ink placeholder:text-ink-soft/70 focus-ring';

/** Label, control, hint and error, wired together for screen readers. */
function Field({ label, hint, error, className, render }: FieldProps & { render: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {render({ id, describedBy: clsx(hintId, errorId) || undefined })}
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

export function TextArea({ label, hint, error, className, ...props }: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      render={({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          rows={4}
          className={clsx(CONTROL_CLASSES, 'py-2.5', error ? 'border-red-600' : 'border-line')}
          {...props}
        />
      )}
    />
  );
}

type SelectProps = FieldProps &
  Omit<ComponentProps<'select'>, 'children'> & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice ("Select a course type"). */
    placeholder?: string;
  };

export function Select({ label, hint, error, className, options, placeholder, ...props }: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      render={({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={clsx(CONTROL_CLASSES, 'min-h-11', error ? 'border-red-600' : 'border-line')}
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
    />
  );
}
