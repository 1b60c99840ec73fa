import { useEffect, useRef, useState, type FormEvent } from 'react';
import { STOCK_REASON_MAX_LENGTH, type ProductStockView, type StockItem } from '@shop/contracts';
import { FormAlert } from '@/components/admin-form/form-alert';
import { Button } from '@/components/ui/button';
import { ConfirmQuestion } from '@/components/ui/confirm-button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { countOf } from '@/lib/format-figures';
import { useSetProductStock, type SetProductStockBody } from '../api/set-product-stock';
import {
  checkStockForm,
  NO_STOCK_ERRORS,
  stockFormValues,
  stopsCountingStock,
  unitsInStock,
  type StockFormErrors,
  type StockItemValues,
} from '../utils/stock-form';
import type { StockRow } from '../utils/stock-items';

type StockFormProps = { productId: string; productName: string; view: ProductStockView; rows: StockRow[] };

/**
 * Whether the product counts stock and, when it does, each item's units and low-stock threshold (PUT). An item left
 * empty is not counted. Turning tracking off for a product that holds units is asked once more. The server's refusal
 * shows above Save; what was typed stays.
 */
export function StockForm({ productId, productName, view, rows }: StockFormProps) {
  const [values, setValues] = useState(() => stockFormValues(view, rows));
  const [errors, setErrors] = useState<StockFormErrors>(NO_STOCK_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<SetProductStockBody | null>(null);
  const save = useSetProductStock();
  const saveRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  // The question answered with Cancel: focus goes back to Save, unless the owner has already moved it elsewhere.
  useEffect(() => {
    if (!asking && wasAsking.current && (!document.activeElement || document.activeElement === document.body)) saveRef.current?.focus();
    wasAsking.current = asking !== null;
  }, [asking]);

  function change(next: Pick<typeof values, 'tracked'> | Pick<typeof values, 'reason'>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, form: undefined, ...('reason' in next ? { reason: undefined } : {}) }));
    setAsking(null);
  }

  function changeItem(item: StockItem, field: keyof StockItemValues, text: string) {
    setValues((current) => ({ ...current, items: { ...current.items, [item]: { ...current.items[item], [field]: text } } }));
    const byField = field === 'level' ? 'levels' : 'thresholds';
    setErrors((current) => ({ ...current, form: undefined, [byField]: { ...current[byField], [item]: undefined } }));
    setAsking(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkStockForm(values, rows);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors(NO_STOCK_ERRORS);
    if (stopsCountingStock(view, check.body)) setAsking(check.body);
    else void send(check.body);
  }

  /** Awaited: the saved stock replaces this form (it is keyed by the server's stock), and react-query skips the callbacks of an unmounted caller. */
  async function send(body: SetProductStockBody) {
    setAsking(null);
    setFailure(null);
    try {
      await save.mutateAsync({ productId, body });
      setValues((current) => ({ ...current, reason: '' })); // kept with this change; the next one gives its own
      toast({ title: 'Success', description: `The stock of "${productName}" was saved.`, variant: 'success' });
    } catch (error) {
      setFailure(getErrorMessage(error, 'Failed to save the stock'));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Stock of ${productName}`} className="flex flex-col gap-4" data-testid="stock-form">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={values.tracked}
          onChange={(e) => change({ tracked: e.target.checked })}
          className="size-4 accent-madder"
          data-testid="stock-track-toggle"
        />
        Track stock
      </label>
      {values.tracked ? (
        <>
          <p className="-mt-2 text-sm text-ink-soft">
            Leave an item's units empty to sell it without counting. An empty threshold uses the shop's default.
          </p>
          <div className="flex flex-col gap-3">
            {rows.map((row) => (
              <fieldset key={row.item} className="grid gap-3 rounded-xl border border-line bg-white p-3 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold text-ink">{row.label}</legend>
                <Input
                  label="Units in stock"
                  aria-label={`Units in stock of ${row.label}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.items[row.item]?.level ?? ''}
                  onChange={(e) => changeItem(row.item, 'level', e.target.value)}
                  error={errors.levels[row.item]}
                  data-testid={`stock-level-${row.item}`}
                />
                <Input
                  label="Low-stock threshold"
                  aria-label={`Low-stock threshold of ${row.label}`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="shop default"
                  value={values.items[row.item]?.threshold ?? ''}
                  onChange={(e) => changeItem(row.item, 'threshold', e.target.value)}
                  error={errors.thresholds[row.item]}
                  data-testid={`stock-threshold-${row.item}`}
                />
              </fieldset>
            ))}
          </div>
        </>
      ) : (
        <p className="-mt-2 text-sm text-ink-soft">Not counted: the shop sells this product without limit.</p>
      )}
      <Input
        label="Reason (optional)"
        hint="Kept with the changes in Movements"
        maxLength={STOCK_REASON_MAX_LENGTH}
        value={values.reason}
        onChange={(e) => change({ reason: e.target.value })}
        error={errors.reason}
        data-testid="stock-reason"
      />
      <FormAlert message={errors.form} />
      {failure && (
        <div data-testid="stock-error">
          <FormAlert message={failure} />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {asking ? (
          <ConfirmQuestion
            question={`Stop counting the stock of "${productName}"? Its ${countOf(unitsInStock(view), 'unit')} will no longer be counted.`}
            confirmLabel="Yes, stop counting"
            onConfirm={() => void send(asking)}
            onCancel={() => setAsking(null)}
          />
        ) : (
          <Button ref={saveRef} type="submit" busy={save.isPending} data-testid="stock-save">
            {save.isPending ? 'Saving...' : 'Save stock'}
          </Button>
        )}
      </div>
    </form>
  );
}
