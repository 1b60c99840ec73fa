import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

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
        tone === 'warm' && 'bg-ochre/15 text-ochre-deep',
      )}
    >
      {children}
    </span>
  );
}
