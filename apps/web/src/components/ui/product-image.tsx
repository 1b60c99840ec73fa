import { clsx } from 'clsx';
import { useState } from 'react';

type ProductImageProps = {
  images: readonly string[];
  alt: string;
  className?: string;
  /** Eager for the dialog's main image and the grid's first cards; lazy for the rest. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the picture most likely to be the page's largest (the grid's first). */
  fetchPriority?: 'high' | 'auto';
  /** The intrinsic size (its aspect ratio reserves the space while it loads); CSS sets the shown size. */
  size?: { width: number; height: number };
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
 * Available' (docs/product/engagement.md §2). Key it by the image list when that changes.
 */
export function ProductImage({ images, alt, className, loading = 'lazy', fetchPriority, size }: ProductImageProps) {
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
      fetchPriority={fetchPriority}
      width={size?.width}
      height={size?.height}
      decoding="async"
      onError={() => setAttempt((n) => n + 1)}
      className={clsx('bg-paper-deep object-cover', className)}
    />
  );
}
