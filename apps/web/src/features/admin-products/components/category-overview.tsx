import { clsx } from 'clsx';
import { useProductCounts } from '../api/get-product-counts';

function CountButton({ selected, onClick, label, count }: { selected: boolean; onClick: () => void; label: string; count: number | null }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={clsx(
        'flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap focus-ring',
        selected ? 'border-madder bg-madder text-white' : 'border-line bg-white text-ink hover:bg-paper-deep',
      )}
    >
      {label}
      {count !== null && <span className={clsx('rounded-full px-2 text-xs', selected ? 'bg-white/20' : 'bg-paper-deep text-ink-soft')}>{count}</span>}
    </button>
  );
}

type CategoryOverviewProps = { value: string | null; onChange: (category: string | null) => void };

/** All products and each category with its count (every product, active or not); a click filters the list. */
export function CategoryOverview({ value, onChange }: CategoryOverviewProps) {
  const query = useProductCounts();
  const counts = query.data ?? [];
  const total = query.data ? counts.reduce((sum, c) => sum + c.count, 0) : null;
  const categories = counts.some((c) => c.category === value) || value === null ? counts : [...counts, { category: value, count: 0 }];

  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <CountButton selected={value === null} onClick={() => onChange(null)} label="All" count={total} />
        {categories.map((c) => (
          <CountButton key={c.category} selected={value === c.category} onClick={() => onChange(c.category)} label={c.category} count={c.count} />
        ))}
      </div>
      {query.isError && (
        <p className="text-sm text-red-700">
          The category counts did not load.{' '}
          <button type="button" className="font-medium underline focus-ring" onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
