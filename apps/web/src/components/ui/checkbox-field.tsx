import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A small labelled checkbox of the admin forms. */
export function CheckboxField({ name, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-ink">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-madder focus-ring" />
      {children}
    </label>
  );
}
