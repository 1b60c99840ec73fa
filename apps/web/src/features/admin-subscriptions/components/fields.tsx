import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type TextAreaProps = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string | null };

/** A labelled multi-line text field. */
export function TextArea({ label, hint, error, className, ...props }: TextAreaProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={clsx(
          'w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-soft/70 focus-ring',
          error ? 'border-red-600' : 'border-line',
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

type MoneyInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** A dollar amount: numeric keyboard on phones, steps of 0.01, never below 0. */
export function MoneyInput({ value, onValueChange, ...props }: MoneyInputProps) {
  return (
    <Input
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...props}
    />
  );
}

type CheckboxProps = { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };

export function Checkbox({ label, checked, onChange, disabled }: CheckboxProps) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-ink">
      <input
        type="checkbox"
        className="size-5 accent-madder focus-ring"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="font-medium">{label}</span>
    </label>
  );
}

/** A small pill: Active / Inactive, Early Bird. */
export function Badge({ tone, children }: { tone: 'good' | 'muted' | 'warm'; children: string }) {
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'good' && 'bg-sage-wash text-sage',
        tone === 'muted' && 'bg-paper-deep text-ink-soft',
        tone === 'warm' && 'bg-ochre/15 text-[#8a5a12]',
      )}
    >
      {children}
    </span>
  );
}
