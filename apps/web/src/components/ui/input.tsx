import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { CONTROL_CLASSES, controlBorder, FormField, type FieldProps } from './form-field';

type InputProps = ComponentProps<'input'> & FieldProps;

/** A labelled text input with an optional hint and an error message. */
export function Input({ label, hideLabel, hint, error, id, className, ...props }: InputProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {({ id: inputId, describedBy }) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'min-h-11',
            CONTROL_CLASSES,
            'disabled:bg-paper-deep file:mr-3 file:rounded-lg file:border-0 file:bg-paper-deep file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink',
            controlBorder(error),
            props.type === 'file' && 'py-2',
          )}
          {...props}
        />
      )}
    </FormField>
  );
}
