import type { StockItemView } from '@shop/contracts';
import { RestockForm } from '@/components/admin-form/restock-form';

type RestockRowProps = { productId: string; entry: StockItemView; label: string };

/** One counted item: its units now, and units to add with one click. */
function RestockRow({ productId, entry, label }: RestockRowProps) {
  return (
    <li>
      <RestockForm
        productId={productId}
        item={entry.item}
        label={label}
        testIds={{ quantity: `stock-restock-quantity-${entry.item}`, submit: `stock-restock-${entry.item}` }}
      >
        <span className="font-medium">{label}</span> · <span data-testid={`stock-current-${entry.item}`}>{entry.level}</span> in stock
      </RestockForm>
    </li>
  );
}

type RestockControlsProps = { productId: string; entries: StockItemView[]; labelOf: (item: string) => string };

/** Units added to each counted item, one click each; every restock is a row of Movements. */
export function RestockControls({ productId, entries, labelOf }: RestockControlsProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Restock" className="flex flex-col gap-2">
      <h5 className="font-semibold text-ink">Restock</h5>
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <RestockRow key={entry.item} productId={productId} entry={entry} label={labelOf(entry.item)} />
        ))}
      </ul>
    </section>
  );
}
