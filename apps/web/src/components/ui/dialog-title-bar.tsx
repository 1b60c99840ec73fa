import type { ReactNode } from 'react';
import { CloseIcon } from './close-icon';

type DialogTitleBarProps = {
  titleId: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
};

/** The title row of a shop dialog (a product, a daily deal): the heading that names the dialog, and Close. */
export function DialogTitleBar({ titleId, testId, onClose, children }: DialogTitleBarProps) {
  return (
    <div className="flex items-start justify-between gap-3 px-4 pt-4 pb-3 sm:px-6">
      <h2 id={titleId} data-testid={testId} className="font-display text-2xl font-semibold break-words text-ink">
        {children}
      </h2>
      <button type="button" onClick={onClose} aria-label="Close" className="-mr-1 rounded-lg p-2 text-ink-soft hover:bg-paper-deep focus-ring">
        <CloseIcon />
      </button>
    </div>
  );
}
