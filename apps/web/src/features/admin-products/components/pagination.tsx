import { clsx } from 'clsx';
import { Button, buttonClasses } from '@/components/ui/button';
import { MAX_PAGE_BUTTONS } from '../types';

/** Up to five page numbers around the current one. */
export function pageWindow(page: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

type PaginationProps = { page: number; pageCount: number; onPage: (page: number) => void };

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Product pages" className="flex flex-wrap items-center justify-center gap-1.5">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          className={clsx(buttonClasses(n === page ? 'primary' : 'secondary', 'sm'), 'min-w-9')}
        >
          {n}
        </button>
      ))}
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
