import { clsx } from 'clsx';
import { useState } from 'react';

type ProductImageProps = {
  images: readonly string[];
  alt: string;
  className?: string;
  /** Eager for the dialog's main image; lazy in the grid. */
  loading?: 'lazy' | 'eager';
};

function Placeholder({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={text}
      className={clsx('flex items-center justify-center bg-paper-deep p-3 text-center text-sm text-ink-soft', className)}
    >
      {text}
    </div>
  );
}

/**
 * A product's first image. When it fails to load the second is tried, then an
 * 'Image Loading Error' placeholder shows; no image at all reads 'No Image
 * Available' (engagement.md §2). Key it by the image list when that changes.
 */
export function ProductImage({ images, alt, className, loading = 'lazy' }: ProductImageProps) {
  const [attempt, setAttempt] = useState(0);
  const candidates = images.slice(0, 2);

  if (candidates.length === 0) return <Placeholder text="No Image Available" className={className} />;
  if (attempt >= candidates.length) return <Placeholder text="Image Loading Error" className={className} />;

  return (
    <img
      key={candidates[attempt]}
      src={candidates[attempt]}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
      className={clsx('bg-paper-deep object-cover', className)}
    />
  );
}
