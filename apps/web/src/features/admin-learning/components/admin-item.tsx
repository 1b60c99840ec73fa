import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type AdminItemProps = {
  title: string;
  subtitle?: string | null;
  editing: boolean;
  onEdit: () => void;
  /** The delete control: a button that deletes on its first click (docs/product/back-office.md §5 asks no confirmation). */
  deleteAction: ReactNode;
  /** The editor, shown while editing. */
  children: ReactNode;
};

/** One row of an admin list: its name, Edit and Delete, and the editor below when open. */
export function AdminItem({ title, subtitle, editing, onEdit, deleteAction, children }: AdminItemProps) {
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{title}</p>
          {subtitle && <p className="text-sm text-ink-soft">{subtitle}</p>}
        </div>
        <div className="flex gap-2">
          {!editing && (
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
              Edit
            </Button>
          )}
          {deleteAction}
        </div>
      </div>
      {editing && <div className="mt-4 border-t border-line pt-4">{children}</div>}
    </li>
  );
}
