import { clsx } from 'clsx';
import type { SaleTimer } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { formatDateTime } from '@/lib/format';
import { useSaleTimers } from '../api/get-sale-timers';

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', active ? 'bg-sage-wash text-sage' : 'bg-paper-deep text-ink-soft')}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** Why a timer is or is not running, in a few words. */
function windowNote(timer: SaleTimer, now = Date.now()): string {
  if (!timer.isActive) return 'Switched off';
  if (timer.isCurrentlyActive) return `Ends ${formatDateTime(timer.endTime)}`;
  if (Date.parse(timer.startTime) > now) return `Starts ${formatDateTime(timer.startTime)}`;
  return `Ended ${formatDateTime(timer.endTime)}`;
}

function targetText(timer: SaleTimer): string {
  if (timer.saleType === 'category') return `Categories: ${(timer.targetCategories ?? []).join(', ')}`;
  if (timer.saleType === 'specific') {
    const count = timer.targetProductIds?.length ?? 0;
    return `${count} specific product${count === 1 ? '' : 's'}`;
  }
  return 'All products (site-wide)';
}

type SaleTimerListProps = {
  editingId: string | null;
  /** The timer whose delete is running (its button spins), or null. */
  deletingId: string | null;
  onEdit: (timer: SaleTimer) => void;
  onDelete: (timer: SaleTimer) => void;
};

/** 'Existing Sale Timers': each with its status, window and targets, and edit and delete buttons. */
export function SaleTimerList({ editingId, deletingId, onEdit, onDelete }: SaleTimerListProps) {
  const query = useSaleTimers();

  return (
    <QueryStates query={query} noun="sale timers" errorTitle="Could not load the sale timers" emptyText="No sale timers created yet">
      {(timers) => (
        <ul className="flex flex-col gap-3" data-testid="sale-timer-list">
          {timers.map((timer) => (
            <li
              key={timer.id}
              data-testid="sale-timer-row"
              className={clsx(
                'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
                timer.id === editingId ? 'border-madder bg-paper' : 'border-line bg-white',
              )}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-semibold break-words text-ink">{timer.name}</h4>
                  <StatusBadge active={timer.isCurrentlyActive} />
                  <span className="rounded-full bg-madder/10 px-2.5 py-0.5 text-xs font-semibold text-madder">{timer.discountPercentage}% off</span>
                </div>
                {timer.description && <p className="text-sm break-words text-ink-soft">{timer.description}</p>}
                <p className="text-sm text-ink-soft">
                  {formatDateTime(timer.startTime)} – {formatDateTime(timer.endTime)} · {windowNote(timer)}
                </p>
                <p className="text-sm text-ink-soft">{targetText(timer)}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => onEdit(timer)} aria-label={`Edit ${timer.name}`}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onDelete(timer)}
                  busy={deletingId === timer.id}
                  aria-label={`Delete ${timer.name}`}
                  className="text-red-700"
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
