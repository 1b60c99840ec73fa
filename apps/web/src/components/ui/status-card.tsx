import type { ReactNode } from 'react';
import { Card } from './card';

type StatusCardProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Links or buttons below the text (none while the page is waiting for an answer). */
  actions?: ReactNode;
  testId?: string;
};

/** A one-message page: payment results, page not found. */
export function StatusCard({ icon, title, children, actions, testId }: StatusCardProps) {
  return (
    <Card className="flex flex-col items-center gap-4 text-center" data-testid={testId}>
      <div className="flex size-16 items-center justify-center rounded-full bg-paper-deep text-3xl" aria-hidden="true">
        {icon}
      </div>
      <h1 className="font-display text-3xl font-semibold text-ink">{title}</h1>
      <div className="text-ink-soft">{children}</div>
      {actions && <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>}
    </Card>
  );
}
