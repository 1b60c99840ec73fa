import { clsx } from 'clsx';
import { useState } from 'react';
import {
  GIVEAWAY_TEXT_MAX_LENGTH,
  SHARE_CONTENT_FIELDS,
  SHARE_CONTENT_STATUS_LABELS,
  type GiveawayView,
  type ShareContent,
  type ShareContentStatus,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { TextArea } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';
import { useApproveShareContent, useGenerateShareContent, useResetSharing } from '../api/admin-giveaways';

const FIELD_LABELS: Record<keyof ShareContent, string> = {
  instagramShareText: 'Instagram text',
  facebookShareText: 'Facebook text',
  tiktokShareText: 'TikTok text',
  shareText: 'General share text',
  sharingGuide: 'Sharing guide',
};

const STATUS_CLASSES: Record<ShareContentStatus, string> = {
  'not-generated': 'bg-paper-deep text-ink-soft',
  'pending-review': 'bg-amber-50 text-ochre-deep',
  approved: 'bg-sage-wash text-sage',
};

/** The texts under review, editable; a new key (a regeneration) starts them afresh. */
function PendingReview({ giveaway, pending }: { giveaway: GiveawayView; pending: ShareContent }) {
  const [texts, setTexts] = useState<ShareContent>(pending);
  const approve = useApproveShareContent();

  /** Awaited rather than mutate callbacks: the review leaves the screen (unmounts) once approved. */
  async function publish() {
    try {
      await approve.mutateAsync({ id: giveaway.id, approvedContent: texts });
    } catch (error) {
      toast({ title: 'Failed to approve share content', description: getErrorMessage(error, 'Failed to approve content'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Share content approved and published', description: giveaway.title, variant: 'success' });
  }

  return (
    <div className="flex flex-col gap-3" data-testid="pending-share-content">
      <p className="text-sm text-ink-soft">Review and edit the generated texts; shoppers see them once published.</p>
      {SHARE_CONTENT_FIELDS.map((field) => (
        <TextArea
          key={field}
          label={FIELD_LABELS[field]}
          rows={field === 'tiktokShareText' ? 2 : 4}
          maxLength={GIVEAWAY_TEXT_MAX_LENGTH}
          value={texts[field]}
          onChange={(e) => setTexts((current) => ({ ...current, [field]: e.target.value }))}
        />
      ))}
      <div className="max-sm:[&_button]:min-h-11">
        <Button size="sm" onClick={() => void publish()} busy={approve.isPending}>
          Approve &amp; Publish
        </Button>
      </div>
    </div>
  );
}

/**
 * Share content (docs/product/back-office.md §4 "Giveaway"): Not Generated → Pending Review → Approved; generated
 * from the giveaway's own fields (docs/rules.md §9), regenerated at will, and reset wipes every text and approval.
 */
export function ShareContentSection({ giveaway }: { giveaway: GiveawayView }) {
  const generate = useGenerateShareContent();
  const reset = useResetSharing();
  const status = giveaway.shareContentStatus;
  const hasContent = status !== 'not-generated' || SHARE_CONTENT_FIELDS.some((field) => giveaway[field].trim() !== '');

  function generateTexts() {
    generate.mutate(giveaway.id, {
      onError: toastFailure('Failed to generate share content', 'Failed to generate AI content'),
    });
  }

  function resetSharing() {
    reset.mutate(giveaway.id, {
      onSuccess: () => toast({ title: 'Sharing reset', description: giveaway.title, variant: 'success' }),
      onError: () => toast({ title: 'Reset Failed', description: 'Could not reset sharing states. Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <section className="flex flex-col gap-3" aria-label={`Share content of ${giveaway.title}`} data-testid="share-content">
      <div className="flex flex-wrap items-center gap-2">
        <h5 className="font-semibold text-ink">Share content</h5>
        <span data-testid="share-content-status" className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>
          {SHARE_CONTENT_STATUS_LABELS[status]}
        </span>
      </div>
      {status === 'approved' && (
        <dl className="flex flex-col gap-2 text-sm" data-testid="live-share-content">
          {SHARE_CONTENT_FIELDS.filter((field) => giveaway[field].trim()).map((field) => (
            <div key={field}>
              <dt className="font-medium text-ink">{FIELD_LABELS[field]}</dt>
              <dd className="whitespace-pre-line break-words text-ink-soft">{giveaway[field]}</dd>
            </div>
          ))}
        </dl>
      )}
      {status === 'pending-review' && giveaway.pendingShareContent && (
        <PendingReview key={JSON.stringify(giveaway.pendingShareContent)} giveaway={giveaway} pending={giveaway.pendingShareContent} />
      )}
      <div className="flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
        <Button variant="secondary" size="sm" onClick={generateTexts} busy={generate.isPending}>
          {status === 'not-generated' ? 'Generate' : 'Regenerate'}
        </Button>
        {hasContent && (
          <ConfirmButton
            label="Reset Sharing"
            ariaLabel={`Reset Sharing of ${giveaway.title}`}
            question="Reset sharing? Every share text and approval is wiped."
            confirmLabel="Yes, reset"
            busy={reset.isPending}
            onConfirm={resetSharing}
          />
        )}
      </div>
    </section>
  );
}
