import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { pageCountOf, pageSummary } from '../utils/order-filters';

type OrdersPagerProps = {
  page: number;
  pageSize: number;
  /** How many orders this page shows, and how many the search finds in all. */
  shown: number;
  total: number;
  onPage: (page: number) => void;
  /** The pager above the list reads its summary out as it changes; the one below is quiet. */
  label: string;
  live?: boolean;
  summaryRef?: Ref<HTMLParagraphElement>;
};

/** "Showing 26–50 of 312 orders" with Previous and Next, each disabled at its end. */
export function OrdersPager({ page, pageSize, shown, total, onPage, label, live = false, summaryRef }: OrdersPagerProps) {
  const pageCount = pageCountOf(total, pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <p
        ref={summaryRef}
        tabIndex={summaryRef ? -1 : undefined}
        aria-live={live ? 'polite' : undefined}
        className="text-sm text-ink-soft focus:outline-none"
        data-testid={live ? 'orders-page-summary' : undefined}
      >
        {pageSummary(page, pageSize, shown, total)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pageCount))}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
