import { clsx } from 'clsx';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.9 3.8 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.9 1.3-1.8 2.8-2.9 4.8-2.9 3.4 0 5.5 3.4 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z" />
    </svg>
  );
}

type LikeButtonProps = { title: string; liked: boolean; count: number; busy: boolean; onToggle: () => void };

/** The heart and its count: pressed once liked, pressed again to unlike (docs/product/engagement.md "Community Gallery"). */
export function LikeButton({ title, liked, count, busy, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`${liked ? 'Unlike' : 'Like'} ${title}, ${count} ${count === 1 ? 'like' : 'likes'}`}
      data-testid="gallery-like"
      disabled={busy}
      onClick={onToggle}
      className={clsx(
        'focus-ring inline-flex shrink-0 min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl border px-3 text-sm font-semibold transition-colors',
        liked ? 'border-madder/40 bg-madder/10 text-madder-deep' : 'border-line bg-white text-ink hover:bg-paper-deep',
      )}
    >
      <HeartIcon filled={liked} />
      <span data-testid="gallery-like-count">{count}</span>
    </button>
  );
}
