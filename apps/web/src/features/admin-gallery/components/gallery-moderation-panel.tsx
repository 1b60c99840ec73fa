import type { GalleryStatus, GallerySubmissionView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { QueryStates } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAdminGallery, useModerateArtwork, type GalleryDecision } from '../api/admin-gallery';

const DONE: Record<GalleryDecision, string> = { approve: 'Artwork approved', reject: 'Artwork rejected', delete: 'Artwork deleted' };
const FAILED: Record<GalleryDecision, string> = {
  approve: 'Failed to approve artwork',
  reject: 'Failed to reject artwork',
  delete: 'Failed to delete artwork',
};

function ArtworkRow({ artwork, pending }: { artwork: GallerySubmissionView; pending: boolean }) {
  const moderate = useModerateArtwork();
  const running = moderate.isPending ? moderate.variables.decision : null;

  /** Awaited rather than mutate callbacks: the artwork leaves its list (unmounts) once decided. */
  async function act(decision: GalleryDecision) {
    try {
      await moderate.mutateAsync({ id: artwork.id, decision });
    } catch (error) {
      toast({ title: FAILED[decision], description: getErrorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: DONE[decision], description: artwork.title, variant: 'success' });
  }

  return (
    <li data-testid={pending ? 'gallery-pending-item' : 'gallery-approved-item'} className="flex gap-3 rounded-xl border border-line bg-white p-3">
      <a href={artwork.imageUrl} target="_blank" rel="noopener noreferrer" className="focus-ring shrink-0 self-start rounded-lg">
        <img
          src={artwork.imageUrl}
          alt={`${artwork.title}, full size`}
          loading="lazy"
          className="size-20 rounded-lg border border-line object-cover sm:size-28"
        />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words text-ink">{artwork.title}</p>
        {artwork.userEmail && <p className="text-sm break-all text-ink-soft">{artwork.userEmail}</p>}
        <p className="text-sm text-ink-soft">
          {artwork.lessonReference && <>{artwork.lessonReference} · </>}
          {formatDateTime(artwork.createdAt)}
          {!pending && (
            <>
              {' '}
              · {artwork.likesCount} {artwork.likesCount === 1 ? 'like' : 'likes'}
            </>
          )}
        </p>
        {artwork.description && <p className="text-sm break-words whitespace-pre-line text-ink">{artwork.description}</p>}
        <div className="mt-1 flex flex-wrap gap-2 max-sm:[&_button]:min-h-11">
          {pending && (
            <>
              <Button
                size="sm"
                busy={running === 'approve'}
                disabled={moderate.isPending}
                onClick={() => void act('approve')}
                aria-label={`Approve ${artwork.title}`}
              >
                Approve
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="text-red-700"
                busy={running === 'reject'}
                disabled={moderate.isPending}
                onClick={() => void act('reject')}
                aria-label={`Reject ${artwork.title}`}
              >
                Reject
              </Button>
            </>
          )}
          <ConfirmButton
            label="Delete"
            ariaLabel={`Delete ${artwork.title}`}
            question="Delete this artwork and its image? This cannot be undone."
            confirmLabel="Yes, delete"
            busy={running === 'delete'}
            onConfirm={() => void act('delete')}
          />
        </div>
      </div>
    </li>
  );
}

function ArtworkList({ status, emptyText }: { status: GalleryStatus; emptyText: string }) {
  const query = useAdminGallery(status);
  return (
    <QueryStates query={query} noun={`${status} artworks`} emptyText={emptyText}>
      {(artworks) => (
        <ul className="flex flex-col gap-3" data-testid={`gallery-${status}-list`}>
          {artworks.map((artwork) => (
            <ArtworkRow key={artwork.id} artwork={artwork} pending={status === 'pending'} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/**
 * The Community Gallery's moderation (docs/product/engagement.md "Community Gallery": every submission is reviewed
 * before it appears): the pending queue with Approve, Reject and Delete, and the approved artworks the shop shows.
 */
export function GalleryModerationPanel() {
  const pending = useAdminGallery('pending');
  return (
    <Card className="flex flex-col gap-5" data-testid="gallery-moderation-panel">
      <CardTitle>Community Gallery</CardTitle>
      <section aria-labelledby="gallery-pending-heading" className="flex flex-col gap-3">
        <h3 id="gallery-pending-heading" className="font-display text-lg font-semibold text-ink">
          Waiting for review{pending.data ? ` (${pending.data.length})` : ''}
        </h3>
        <ArtworkList status="pending" emptyText="No artworks waiting for review." />
      </section>
      <section aria-labelledby="gallery-approved-heading" className="flex flex-col gap-3">
        <h3 id="gallery-approved-heading" className="font-display text-lg font-semibold text-ink">
          In the gallery
        </h3>
        <ArtworkList status="approved" emptyText="No approved artworks yet." />
      </section>
    </Card>
  );
}
