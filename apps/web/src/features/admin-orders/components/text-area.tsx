import { useId, type ComponentProps } from 'react';
import { clsx } from 'clsx';

type TextAreaProps = ComponentProps<'textarea'> & { label: string; hint?: string };

/** A labelled textarea in the look of the app's inputs. */
export function TextArea({ label, hint, className, ...props }: TextAreaProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-11 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-base text-ink focus-ring"
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </div>
  );
}
