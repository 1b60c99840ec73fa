import { clsx } from 'clsx';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';
import { useMysteryBoxStatus } from '../api/get-mystery-box-status';
import { useToggleMysteryBoxes } from '../api/toggle-mystery-boxes';

/** The promotion's enable toggle (docs/product/back-office.md §4 "Mystery box promotion"). */
export function PromotionToggle() {
  const labelId = useId();
  const status = useMysteryBoxStatus();
  const toggle = useToggleMysteryBoxes();

  if (status.isPending) return <Spinner label="Loading the promotion status" />;
  if (status.isError) {
    return (
      <ErrorState
        title="Could not load the promotion status"
        message={getErrorMessage(status.error)}
        onRetry={() => status.refetch()}
        retrying={status.isFetching}
      />
    );
  }

  const enabled = toggle.isPending ? toggle.variables === true : status.data.isEnabled;

  function change() {
    const next = !status.data?.isEnabled;
    toggle.mutate(next, {
      onSuccess: (result) =>
        toast({
          title: 'Success',
          description: result.isEnabled ? 'The mystery box promotion is on.' : 'The mystery box promotion is off.',
          variant: 'success',
        }),
      onError: toastFailure('Failed to update promotion status'),
    });
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-paper p-4">
      <div className="flex flex-col">
        <span id={labelId} className="font-semibold text-ink">
          Mystery box promotion
        </span>
        <span className="text-sm text-ink-soft">
          {enabled ? 'On: a qualifying cart gets a free box for the highest tier it reaches.' : 'Off: carts get no mystery box.'}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        data-testid="mystery-box-toggle"
        disabled={toggle.isPending}
        onClick={change}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-ring disabled:opacity-60',
          enabled ? 'bg-madder' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx('inline-block size-5 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-6' : 'translate-x-1')}
        />
      </button>
    </div>
  );
}
