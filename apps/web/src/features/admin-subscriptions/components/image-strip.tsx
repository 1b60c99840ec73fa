import { ADMIN_LIST_IMAGE_PREVIEWS } from '@/config/constants';

/** The first three images, then '+N' (docs/product/back-office.md §9). */
export function ImageStrip({ images }: { images: readonly string[] }) {
  const shown = images.slice(0, ADMIN_LIST_IMAGE_PREVIEWS);
  const more = images.length - shown.length;
  if (shown.length === 0) {
    return (
      <div className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-paper-deep text-center text-xs text-ink-soft">No image</div>
    );
  }
  return (
    <div className="flex shrink-0 gap-1">
      {shown.map((url) => (
        <img key={url} src={url} alt="" loading="lazy" className="size-14 rounded-lg bg-paper-deep object-cover" />
      ))}
      {more > 0 && (
        <span
          className="flex size-14 items-center justify-center rounded-lg bg-ink/80 text-sm font-semibold text-white"
          aria-label={`${more} more image${more === 1 ? '' : 's'}`}
        >
          +{more}
        </span>
      )}
    </div>
  );
}
