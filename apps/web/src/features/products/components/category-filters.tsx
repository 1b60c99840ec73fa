import { clsx } from 'clsx';
import { PALETTE_BUILDERS, SHOP_CATEGORIES } from '@shop/contracts';
import { useCategories } from '../api/get-categories';

function Chip({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={clsx(
        'min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-ring',
        selected ? 'border-madder bg-madder text-white' : 'border-line bg-white text-ink hover:border-madder/50 hover:bg-paper-deep',
      )}
    >
      {children}
    </button>
  );
}

const ROW = '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0';

type CategoryButtonsProps = { value: string | null; onChange: (category: string | null) => void };

/** All products, or one of the seven shop categories. */
export function CategoryButtons({ value, onChange }: CategoryButtonsProps) {
  return (
    <div role="group" aria-label="Category" className={ROW}>
      <Chip selected={value === null} onClick={() => onChange(null)}>
        All
      </Chip>
      {SHOP_CATEGORIES.map((category) => (
        <Chip key={category} selected={value === category} onClick={() => onChange(category)}>
          {category}
        </Chip>
      ))}
    </div>
  );
}

type SubcategoryButtonsProps = {
  category: string;
  value: string | null;
  onChange: (subcategory: string | null) => void;
};

/** The chosen category's subcategories (Palette Builders hidden); nothing when it has none. */
export function SubcategoryButtons({ category, value, onChange }: SubcategoryButtonsProps) {
  const query = useCategories();
  // The sub-filters only narrow the list: while they load or when they fail, the products still show.
  const subcategories = (query.data?.find((c) => c.name === category)?.subcategories ?? []).filter((name) => name !== PALETTE_BUILDERS);
  if (subcategories.length === 0) return null;

  return (
    <div role="group" aria-label={`${category} filters`} className={ROW}>
      <Chip selected={value === null} onClick={() => onChange(null)}>
        {`All ${category}`}
      </Chip>
      {subcategories.map((name) => (
        <Chip key={name} selected={value === name} onClick={() => onChange(name)}>
          {name}
        </Chip>
      ))}
    </div>
  );
}
