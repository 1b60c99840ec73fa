import { useState, type FormEvent } from 'react';
import type { StockItemView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format-figures';
import { useRestockProduct } from '../api/restock-product';
import { checkUnits } from '../utils/stock-units';

type RestockRowProps = { productId: string; entry: StockItemView; label: string };

/** One counted item: its units now, and units to add with one click (POST restock); a refusal shows under the field. */
function RestockRow({ productId, entry, label }: RestockRowProps) {
  const [quantity, setQuantity] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const restock = useRestockProduct();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (restock.isPending) return;
    const check = checkUnits('Quantity', quantity, 1);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    try {
      const saved = await restock.mutateAsync({ productId, item: entry.item, quantity: check.units });
      const level = saved.items.find((item) => item.item === entry.item)?.level;
      setQuantity('');
      toast({
        title: 'Success',
        description: `Added ${countOf(check.units, 'unit')} to ${label}${level === undefined ? '' : `: ${level} in stock`}.`,
        variant: 'success',
      });
    } catch (error) {
      setProblem(getErrorMessage(error, 'Failed to restock'));
    }
  }

  return (
    <li>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`Restock ${label}`}
        className="flex flex-wrap items-start gap-2 rounded-xl border border-line bg-white p-3"
      >
        <p className="min-h-11 min-w-40 flex-1 py-2.5 text-sm text-ink">
          <span className="font-medium">{label}</span> · <span data-testid={`stock-current-${entry.item}`}>{entry.level}</span> in stock
        </p>
        <Input
          label="Units to add"
          hideLabel
          aria-label={`Units to add to ${label}`}
          placeholder="Units to add"
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setProblem(null);
          }}
          error={problem}
          className="w-36"
          data-testid={`stock-restock-quantity-${entry.item}`}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={restock.isPending}
          aria-label={`Restock ${label}`}
          data-testid={`stock-restock-${entry.item}`}
        >
          Restock
        </Button>
      </form>
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
