import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SHARE_RECENT_DECISIONS, type ShareEntryView, type ShareStats } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import type { ShareDecision } from '@shop/contracts';
import { useDecideShare, useShareEntries, useShareStats } from '../api/admin-shares';

const STAT_CARDS: readonly { key: keyof ShareStats; label: string }[] = [
  { key: 'dailySharesAverage', label: 'Daily shares (30-day average)' },
  { key: 'totalVerified', label: 'Verified' },
  { key: 'pending', label: 'Pending' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'sharesToday', label: 'Shares today' },
  { key: 'totalShares', label: 'All shares' },
];

const platformName = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/** Only web addresses become links (the server accepts nothing else; this keeps it so on screen). */
function ExternalLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring rounded font-medium break-all text-ultramarine underline underline-offset-4"
    >
      {children}
    </a>
  );
}

function StatsCards() {
  const query = useShareStats();
  if (query.isPending)
    return (
      <p role="status" className="text-sm text-ink-soft">
        Loading share stats...
      </p>
    );
  if (query.isError) {
    return (
      <ErrorState
        title="Failed to fetch share stats"
        message={getErrorMessage(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="share-stats">
      {STAT_CARDS.map(({ key, label }) => (
        <div key={key} className="rounded-xl border border-line bg-paper p-3">
          <dt className="text-xs font-medium text-ink-soft">{label}</dt>
          <dd className="font-display text-2xl font-semibold text-ink" data-testid={`share-stat-${key}`}>
            {query.data[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ShareFacts({ share }: { share: ShareEntryView }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-all text-ink">{share.userEmail}</p>
        <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink">{platformName(share.platform)}</span>
        {share.saveForLater && <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-ultramarine">Save for Future</span>}
      </div>
      <p className="text-sm text-ink-soft">
        {share.giveawayTitle} · {formatDateTime(share.createdAt)}
      </p>
      {(share.shareUrl || share.profileUrl) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <ExternalLink href={share.shareUrl}>Shared post</ExternalLink>
          <ExternalLink href={share.profileUrl}>Profile</ExternalLink>
        </p>
      )}
    </>
  );
}

function PendingShare({ share }: { share: ShareEntryView }) {
  const decide = useDecideShare();
  const running = decide.isPending ? decide.variables.decision : null;

  /** Awaited rather than mutate callbacks: the share leaves the queue (unmounts) once decided. */
  async function act(decision: ShareDecision) {
    try {
      await decide.mutateAsync({ id: share.id, decision });
    } catch (error) {
      toast({
        title: decision === 'approve' ? 'Failed to approve share' : 'Failed to reject share',
        description: getErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: decision === 'approve' ? 'Share approved' : 'Share rejected',
      description: `${share.userEmail} on ${platformName(share.platform)}`,
      variant: 'success',
    });
  }

  return (
    <li data-testid="pending-share" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <ShareFacts share={share} />
      {share.shareText && <p className="text-sm whitespace-pre-line break-words text-ink">{share.shareText}</p>}
      <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
        <Button
          size="sm"
          busy={running === 'approve'}
          disabled={decide.isPending}
          onClick={() => void act('approve')}
          aria-label={`Approve the share of ${share.userEmail} on ${platformName(share.platform)}`}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="text-red-700"
          busy={running === 'reject'}
          disabled={decide.isPending}
          onClick={() => void act('reject')}
          aria-label={`Reject the share of ${share.userEmail} on ${platformName(share.platform)}`}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}

function DecidedShare({ share }: { share: ShareEntryView }) {
  const approved = share.status === 'approved';
  return (
    <li data-testid="decided-share" className="flex flex-col gap-1 rounded-xl border border-line bg-white p-3">
      <ShareFacts share={share} />
      <p className="text-sm">
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', approved ? 'bg-sage-wash text-sage' : 'bg-red-50 text-red-800')}>
          {approved ? 'Approved' : 'Rejected'}
        </span>{' '}
        <span className="text-ink-soft">
          {formatDateTime(share.updatedAt)}
          {share.decidedBy && <> by {share.decidedBy}</>}
        </span>
      </p>
    </li>
  );
}

/**
 * The Shares tab (docs/product/back-office.md "Share verification panel"): the stats, the pending queue with
 * Approve and Reject (an approved share is one more ticket), and the latest decisions.
 */
export function SharesPanel() {
  const pending = useShareEntries('pending');
  const decided = useShareEntries('decided');
  return (
    <div className="flex flex-col gap-6" data-testid="shares-panel">
      <Card className="flex flex-col gap-4">
        <CardTitle>Share Verification</CardTitle>
        <StatsCards />
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="font-display text-lg font-semibold text-ink">Pending shares{pending.data ? ` (${pending.data.length})` : ''}</h3>
        <QueryStates query={pending} noun="share entries" emptyText="No shares waiting for verification.">
          {(shares) => (
            <ul className="flex flex-col gap-3" data-testid="pending-shares">
              {shares.map((share) => (
                <PendingShare key={share.id} share={share} />
              ))}
            </ul>
          )}
        </QueryStates>
      </Card>
      <Card className="flex flex-col gap-4">
        <h3 className="font-display text-lg font-semibold text-ink">Recent decisions</h3>
        <p className="-mt-2 text-sm text-ink-soft">The latest {SHARE_RECENT_DECISIONS}.</p>
        <QueryStates query={decided} noun="recent decisions" emptyText="No decisions yet.">
          {(shares) => (
            <ul className="flex flex-col gap-2" data-testid="decided-shares">
              {shares.map((share) => (
                <DecidedShare key={share.id} share={share} />
              ))}
            </ul>
          )}
        </QueryStates>
      </Card>
    </div>
  );
}
