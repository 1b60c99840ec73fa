import type { GallerySubmissionView } from '@shop/contracts';
import { ProductImage } from '@/components/ui/product-image';
import { LikeButton } from './like-button';

type ArtworkCardProps = {
  artwork: GallerySubmissionView;
  liked: boolean;
  likeBusy: boolean;
  /** The first cards load at once; the rest as they scroll in. */
  eager: boolean;
  onOpen: () => void;
  onToggleLike: () => void;
};

/** One approved artwork in the grid: its picture and title open the detail dialog; the heart likes it. */
export function ArtworkCard({ artwork, liked, likeBusy, eager, onOpen, onToggleLike }: ArtworkCardProps) {
  const titleId = `artwork-${artwork.id}`;
  return (
    <article
      data-testid="gallery-card"
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
    >
      <button type="button" onClick={onOpen} className="focus-ring block" aria-label={`View ${artwork.title}`}>
        <ProductImage
          images={[artwork.imageUrl]}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          size={{ width: 600, height: 600 }}
          className="aspect-square w-full object-cover"
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} data-testid="gallery-card-title" className="font-display text-base leading-snug font-semibold break-words text-ink">
          {artwork.title}
        </h3>
        {artwork.lessonReference && <p className="-mt-1 text-xs break-words text-ink-soft">{artwork.lessonReference}</p>}
        <div className="mt-auto">
          <LikeButton title={artwork.title} liked={liked} count={artwork.likesCount} busy={likeBusy} onToggle={onToggleLike} />
        </div>
      </div>
    </article>
  );
}
