import type { RedFlagView } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useClearRedFlag, useRedFlags } from '../api/red-flags';
import { RED_FLAG_TRIGGERS } from '../utils/triggers';

const ACTION_LABELS: Record<string, string> = { shared: 'Shared', approved: 'Approved', rejected: 'Rejected', entered: 'Entered' };
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
const platformName = (platform: string) => (platform ? platform.charAt(0).toUpperCase() + platform.slice(1) : '');

function Triggers() {
  return (
    <details className="group rounded-xl border border-line bg-paper/60" data-testid="red-flag-triggers">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-xl px-4 font-medium text-ink focus-ring">
        What raises a flag
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="flex flex-col gap-2 px-4 pb-4">
        {RED_FLAG_TRIGGERS.map(({ reason, detail }) => (
          <li key={reason} className="text-sm">
            <p className="font-medium text-ink">{reason}</p>
            <p className="text-ink-soft">{detail}</p>
          </li>
        ))}
      </ul>
      <p className="px-4 pb-4 text-sm text-ink-soft">Clearing a flag starts the account afresh: only shares made after it count toward a new flag.</p>
    </details>
  );
}

function FlaggedAccount({ flag }: { flag: RedFlagView }) {
  const clear = useClearRedFlag();

  /** Awaited rather than mutate callbacks: the account leaves the list (unmounts) once cleared. */
  async function clearFlag() {
    try {
      await clear.mutateAsync(flag.email);
    } catch (error) {
      toast({ title: 'Failed to clear red flag status.', description: getErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Red Flag Cleared', description: flag.email, variant: 'success' });
  }

  return (
    <li data-testid="red-flag" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold break-all text-ink">{flag.email}</p>
        <p className="text-sm text-ink-soft">
          Flagged {formatDateTime(flag.flaggedAt)} · {flag.totalShares} {flag.totalShares === 1 ? 'share' : 'shares'}, {flag.verifiedShares} verified
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={`Reasons ${flag.email} is flagged`}>
        {flag.reasons.map((reason) => (
          <li key={reason} className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            {reason}
          </li>
        ))}
      </ul>
      {flag.recentActivity.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-9 cursor-pointer rounded-lg py-1 font-medium text-ink focus-ring">
            Recent activity ({flag.recentActivity.length})
          </summary>
          <ul className="mt-1 flex flex-col gap-1">
            {flag.recentActivity.map((activity, index) => (
              <li key={`${activity.timestamp}-${index}`} className="text-ink-soft">
                {actionLabel(activity.action)}
                {activity.platform && <> on {platformName(activity.platform)}</>} · {formatDateTime(activity.timestamp)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="max-sm:[&_button]:min-h-11">
        <ConfirmButton
          label="Clear Flag"
          variant="secondary"
          ariaLabel={`Clear Flag of ${flag.email}`}
          question={`Clear the red flag of ${flag.email}?`}
          confirmLabel="Yes, clear"
          busy={clear.isPending}
          onConfirm={() => void clearFlag()}
        />
      </div>
    </li>
  );
}

/** The Red Flags tab (docs/product/back-office.md "Red Flag panel"): the counts, the triggers, the flagged accounts. */
export function RedFlagsPanel() {
  const query = useRedFlags();
  return (
    <Card className="flex flex-col gap-4" data-testid="red-flags-panel">
      <CardTitle>Red Flags</CardTitle>
      <p className="text-sm text-ink-soft">Accounts whose sharing looks automated or dishonest, for you to review before approving their shares.</p>
      {query.isSuccess && (
        <dl className="grid grid-cols-2 gap-3" data-testid="red-flag-counts">
          <div className="rounded-xl border border-line bg-paper p-3">
            <dt className="text-xs font-medium text-ink-soft">Flagged accounts</dt>
            <dd className="font-display text-2xl font-semibold text-ink" data-testid="red-flag-count">
              {query.data.length}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-paper p-3">
            <dt className="text-xs font-medium text-ink-soft">Their shares</dt>
            <dd className="font-display text-2xl font-semibold text-ink">{query.data.reduce((sum, flag) => sum + flag.totalShares, 0)}</dd>
          </div>
        </dl>
      )}
      <Triggers />
      {query.isPending ? (
        <LoadingBlock label="Loading red flags..." />
      ) : query.isError ? (
        <ErrorState
          title="Failed to fetch red flags"
          message={getErrorMessage(query.error)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <div className="rounded-xl bg-sage-wash p-4 text-center text-ink" data-testid="red-flags-empty">
          <p>
            <strong className="font-semibold">All Clear!</strong>{' '}
            <span className="text-sm">No accounts currently flagged for suspicious activity.</span>
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="red-flag-list">
          {query.data.map((flag) => (
            <FlaggedAccount key={flag.email} flag={flag} />
          ))}
        </ul>
      )}
    </Card>
  );
}
