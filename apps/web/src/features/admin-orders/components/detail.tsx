import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One fact of an order's record: a small label over its value, inside a `<dl>`. */
export function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx('flex flex-col', className)}>
      <dt className="text-xs font-medium tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** What a fact shows when there is nothing to show. */
export const none = <span className="text-ink-soft">—</span>;
