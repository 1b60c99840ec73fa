import { useState } from 'react';
import { GALLERY_MESSAGES } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { totalLikesOf, useGallery } from '../api/gallery';
import { GALLERY_SCREEN_TEXT } from '../constants';
import { useLikeToggle } from '../hooks/use-like-toggle';
import { ArtworkCard } from './artwork-card';
import { ArtworkDialog } from './artwork-dialog';
import { ShareArtDialog } from './share-art-dialog';

/** The grid's first cards load at once (a phone shows two rows of two). */
const EAGER_CARDS = 4;

function Counts({ artworks, likes }: { artworks: number; likes: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3" data-testid="gallery-counts">
      <div className="rounded-2xl border border-line bg-white p-3 text-center">
        <dt className="text-sm text-ink-soft">Artworks</dt>
        <dd className="font-display text-2xl font-semibold text-ink" data-testid="gallery-artwork-count">
          {artworks}
        </dd>
      </div>
      <div className="rounded-2xl border border-line bg-white p-3 text-center">
        <dt className="text-sm text-ink-soft">Total likes</dt>
        <dd className="font-display text-2xl font-semibold text-ink" data-testid="gallery-likes-count">
          {likes}
        </dd>
      </div>
    </dl>
  );
}

function EmptyGallery({ onSubmit }: { onSubmit: () => void }) {
  return (
    <section
      aria-labelledby="gallery-empty-title"
      data-testid="gallery-empty"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white/70 p-8 text-center"
    >
      <h2 id="gallery-empty-title" className="font-display text-xl font-semibold text-ink">
        {GALLERY_MESSAGES.emptyTitle}
      </h2>
      <p className="text-ink-soft">{GALLERY_SCREEN_TEXT.empty}</p>
      <Button onClick={onSubmit} data-testid="gallery-submit-first">
        {GALLERY_MESSAGES.emptyAction}
      </Button>
    </section>
  );
}

/**
 * The Community Gallery (docs/product/engagement.md "Community Gallery"): counts of artworks and of likes, 'Share
 * Your Art', the grid of approved artworks with a heart each, and an artwork's detail dialog.
 */
export function GalleryScreen() {
  const gallery = useGallery();
  const likes = useLikeToggle();
  const [sharing, setSharing] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  if (gallery.isPending) return <LoadingBlock label="Loading the gallery..." />;
  if (gallery.isError) {
    return (
      <ErrorState
        title={GALLERY_SCREEN_TEXT.listFailedTitle}
        message={getErrorMessage(gallery.error)}
        onRetry={() => gallery.refetch()}
        retrying={gallery.isFetching}
      />
    );
  }

  const artworks = gallery.data.pages.flatMap((page) => page.items);
  const total = gallery.data.pages[0]?.total ?? artworks.length;
  // The server's figure for the whole gallery; without it, the likes of the artworks loaded so far.
  const totalLikes = totalLikesOf(gallery.data) ?? artworks.reduce((sum, artwork) => sum + artwork.likesCount, 0);
  const chosen = artworks.find((artwork) => artwork.id === openId) ?? null;

  return (
    <div className="flex flex-col gap-5" data-testid="gallery-screen">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Counts artworks={total} likes={totalLikes} />
        <Button onClick={() => setSharing(true)} data-testid="gallery-share-open" className="w-full sm:w-auto">
          Share Your Art
        </Button>
      </div>
      {artworks.length === 0 ? (
        <EmptyGallery onSubmit={() => setSharing(true)} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Artworks" data-testid="gallery-grid">
          {artworks.map((artwork, index) => (
            <li key={artwork.id} className="flex">
              <ArtworkCard
                artwork={artwork}
                liked={likes.isLiked(artwork.id)}
                likeBusy={likes.isBusy(artwork.id)}
                eager={index < EAGER_CARDS}
                onOpen={() => setOpenId(artwork.id)}
                onToggleLike={() => likes.toggle(artwork.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {gallery.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          busy={gallery.isFetchingNextPage}
          onClick={() => void gallery.fetchNextPage()}
          data-testid="gallery-more"
        >
          Show more artworks
        </Button>
      )}
      <ArtworkDialog
        artwork={chosen}
        liked={chosen ? likes.isLiked(chosen.id) : false}
        likeBusy={chosen ? likes.isBusy(chosen.id) : false}
        onToggleLike={() => chosen && likes.toggle(chosen.id)}
        onClose={() => setOpenId(null)}
      />
      <ShareArtDialog open={sharing} onClose={() => setSharing(false)} />
    </div>
  );
}
