import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type Option = {
  value: string;
  label: string;
  detail?: ReactNode;
  image?: string | null;
  price: ReactNode;
};

type OptionListProps = {
  legend: string;
  options: Option[];
  value: string | null;
  onChange: (value: string) => void;
  testId?: string;
};

/** A radio group drawn as cards; the chosen one is highlighted. Arrow keys move between options. */
export function OptionList({ legend, options, value, onChange, testId }: OptionListProps) {
  const name = useId();
  return (
    <fieldset data-testid={testId} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <label
            key={option.value}
            data-selected={selected || undefined}
            className={clsx(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 py-2 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ultramarine',
              selected ? 'border-madder bg-madder/5' : 'border-line bg-white hover:border-madder/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-madder"
            />
            {option.image && <img src={option.image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />}
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink">{option.label}</span>
              {option.detail && <span className="block text-sm text-ink-soft">{option.detail}</span>}
            </span>
            <span className="shrink-0 text-right">{option.price}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
