import { Button } from './button';

type PictureGridProps = {
  /** Whose pictures, for their alt texts: "{owner}, picture 2". */
  owner: string;
  images: string[];
  /** The picture being deleted, if any: its button spins and the others wait. */
  deleting: string | null;
  onDelete: (url: string) => void;
};

/**
 * An admin record's pictures, each with a one-click Delete (docs/product/back-office.md §5 asks no confirmation).
 * On phones the Delete button is at least 44 px tall (and a grid cell wide), a comfortable touch target.
 */
export function PictureGrid({ owner, images, deleting, onDelete }: PictureGridProps) {
  if (images.length === 0) return <p className="text-sm text-ink-soft">No images yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {images.map((url, index) => (
        <li key={url} className="flex flex-col gap-2">
          <img
            src={url}
            alt={`${owner}, picture ${index + 1}`}
            loading="lazy"
            className="aspect-square w-full rounded-xl border border-line object-cover"
          />
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700 max-sm:min-h-11"
            aria-label={`Delete picture ${index + 1}`}
            busy={deleting === url}
            disabled={deleting !== null}
            onClick={() => onDelete(url)}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}
