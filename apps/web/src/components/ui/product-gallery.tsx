import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Modal } from './modal';
import { CloseIcon } from './close-icon';
import { ProductImage } from './product-image';

/** The dialog's extra thumbnails beside the main image (docs/product/engagement.md §9). */
const MAX_EXTRA_THUMBNAILS = 3;

type ImageViewerProps = { src: string | null; alt: string; onClose: () => void };

/** The full-size picture over everything (as large as the screen allows); its close button or a click on the dark overlay closes it. */
function ImageViewer({ src, alt, onClose }: ImageViewerProps) {
  const titleId = useId();
  return (
    <Modal
      open={src !== null}
      onClose={onClose}
      labelledBy={titleId}
      testId="image-viewer"
      className="m-auto h-[94dvh] max-h-none w-[96vw] max-w-[1200px] backdrop:bg-black/85"
    >
      <h2 id={titleId} className="sr-only">
        {alt}
      </h2>
      {src && <img src={src} alt={alt} className="block h-full w-full object-contain" />}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close full-size image"
        className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-ink shadow focus-ring"
      >
        <CloseIcon />
      </button>
    </Modal>
  );
}

/**
 * The dialog's pictures: the main image (a click opens it full size) and up
 * to three extra thumbnails that choose the main image. On a phone the main
 * image is 4:3 and the thumbnails small, so the size choice below stays in view.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<string | null>(null);
  const thumbnails = images.slice(0, 1 + MAX_EXTRA_THUMBNAILS);
  const current = images.slice(index);

  return (
    <div className="flex flex-col gap-2">
      {current.length > 0 ? (
        <button
          type="button"
          onClick={() => setViewing(images[index] ?? null)}
          className="overflow-hidden rounded-2xl focus-ring"
          aria-label={`View ${name} full size`}
        >
          <ProductImage key={index} images={current} alt={name} loading="eager" className="aspect-[4/3] w-full sm:aspect-square" />
        </button>
      ) : (
        <ProductImage images={[]} alt={name} className="aspect-[4/3] w-full rounded-2xl sm:aspect-square" />
      )}
      {thumbnails.length > 1 && (
        <ul className="grid grid-cols-6 gap-2 sm:grid-cols-4" aria-label="More pictures">
          {thumbnails.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Picture ${i + 1} of ${thumbnails.length}`}
                className={clsx(
                  'block w-full overflow-hidden rounded-xl border-2 focus-ring',
                  i === index ? 'border-madder' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage images={[src]} alt="" className="aspect-square w-full" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer src={viewing} alt={name} onClose={() => setViewing(null)} />
    </div>
  );
}
