import type { GallerySubmissionView } from '@shop/contracts';
import { Modal } from '@/components/ui/modal';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { ProductImage } from '@/components/ui/product-image';
import { formatDateTime } from '@/lib/format';
import { LikeButton } from './like-button';

type ArtworkDialogProps = {
  artwork: GallerySubmissionView | null;
  liked: boolean;
  likeBusy: boolean;
  onToggleLike: () => void;
  onClose: () => void;
};

/** An artwork at full size with its description, the lesson it came from, its date and the heart. */
export function ArtworkDialog({ artwork, liked, likeBusy, onToggleLike, onClose }: ArtworkDialogProps) {
  const titleId = 'gallery-artwork-title';
  return (
    <Modal
      open={artwork !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="gallery-artwork-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-3xl sm:shadow-xl"
    >
      {artwork && (
        <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
          <DialogTitleBar titleId={titleId} testId="gallery-artwork-dialog-title" onClose={onClose}>
            {artwork.title}
          </DialogTitleBar>
          <ToastHost />
          <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 pb-6 sm:px-6">
            <ProductImage
              images={[artwork.imageUrl]}
              alt={artwork.title}
              loading="eager"
              className="max-h-[60dvh] w-full rounded-2xl object-contain"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-soft">
                {artwork.lessonReference && <>{artwork.lessonReference} · </>}
                Shared {formatDateTime(artwork.createdAt)}
              </p>
              <LikeButton title={artwork.title} liked={liked} count={artwork.likesCount} busy={likeBusy} onToggle={onToggleLike} />
            </div>
            {artwork.description && <p className="break-words whitespace-pre-line text-ink">{artwork.description}</p>}
          </div>
        </div>
      )}
    </Modal>
  );
}
