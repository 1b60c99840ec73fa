import { useState, type FormEvent, type ReactNode } from 'react';
import type { StockItem } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format-figures';
import { useRestockProduct } from '@/lib/restock-product';
import { checkUnits } from '@/lib/stock-units';

type RestockFormProps = {
  productId: string;
  item: StockItem;
  /** The item's name: in the field's and the button's names, and in the toast. */
  label: string;
  /** What the row says of the item before the field (its name and units). */
  children: ReactNode;
  testIds: { quantity: string; submit: string };
};

/** Units added to one counted item with one click (POST restock); a refusal shows under the field. */
export function RestockForm({ productId, item, label, children, testIds }: RestockFormProps) {
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
      const saved = await restock.mutateAsync({ productId, item, quantity: check.units });
      const level = saved.items.find((entry) => entry.item === item)?.level;
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
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Restock ${label}`}
      className="flex flex-wrap items-start gap-2 rounded-xl border border-line bg-white p-3"
    >
      <p className="min-h-11 min-w-40 flex-1 py-2.5 text-sm text-ink">{children}</p>
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
        data-testid={testIds.quantity}
      />
      <Button type="submit" variant="secondary" busy={restock.isPending} aria-label={`Restock ${label}`} data-testid={testIds.submit}>
        Restock
      </Button>
    </form>
  );
}
