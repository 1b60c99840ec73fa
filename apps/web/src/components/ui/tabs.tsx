import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Tab<V extends string> = { value: V; label: string };

type TabsProps<V extends string> = {
  label: string;
  tabs: readonly Tab<V>[];
  selected: V;
  onSelect: (value: V) => void;
  children: ReactNode;
  /** Equal columns with smaller text, so three or four tabs ('Transaction History' among them) share a 375 px phone. */
  compact?: boolean;
};

/**
 * Tabs in the WAI-ARIA pattern (arrow keys, Home and End move between them),
 * kept here rather than pulling a tabs library into the shopper's bundle.
 */
export function Tabs<V extends string>({ label, tabs, selected, onSelect, children, compact = false }: TabsProps<V>) {
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].value);
    buttons.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className={clsx('gap-1 rounded-2xl bg-paper-deep p-1', compact ? 'grid auto-cols-fr grid-flow-col sm:max-w-xl' : 'flex sm:max-w-sm')}
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'min-h-11 rounded-xl font-semibold transition-colors focus-ring',
                compact ? 'min-w-0 px-1 text-[0.8125rem] leading-tight sm:px-3 sm:text-base' : 'flex-1 px-4 text-base',
                active ? 'bg-white text-madder-deep shadow-sm' : 'text-ink-soft hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
