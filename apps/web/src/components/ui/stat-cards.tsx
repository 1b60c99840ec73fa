import { clsx } from 'clsx';

export type StatFigure = { label: string; value: string; testId: string; note?: string };

/** Figures as cards: a label and a big number, two to a row on a phone. */
export function StatCards({ figures, label, className }: { figures: StatFigure[]; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={clsx('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {figures.map((figure) => (
        <div key={figure.testId} className="flex min-w-0 flex-col gap-0.5 rounded-xl border border-line bg-paper p-3">
          <dt className="text-xs font-medium text-ink-soft">{figure.label}</dt>
          <dd className="font-display text-xl font-semibold break-words text-ink tabular-nums" data-testid={figure.testId}>
            {figure.value}
          </dd>
          {figure.note && <dd className="text-xs text-ink-soft">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A small heading for one section of a panel. */
export function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <h3 id={id} className="font-display text-lg font-semibold text-ink">
      {children}
    </h3>
  );
}
