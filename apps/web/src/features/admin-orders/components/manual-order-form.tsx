import { useState, type FormEvent } from 'react';
import { roundToCent } from '@shop/pricing';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateManualOrder } from '../api/create-manual-order';
import type { ManualOrderInput } from '../types';
import { parseMoney } from '../utils/money';
import { TextArea } from './text-area';

type FormValues = {
  customerEmail: string;
  customerName: string;
  itemName: string;
  price: string;
  quantity: string;
  shipping: string;
  tax: string;
  total: string;
  paymentId: string;
  notes: string;
};

const EMPTY: FormValues = {
  customerEmail: '',
  customerName: '',
  itemName: '',
  price: '',
  quantity: '1',
  shipping: '',
  tax: '',
  total: '',
  paymentId: '',
  notes: '',
};

function quantityOf(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/** price × quantity + shipping + tax, to two decimals; null while the price is not a number. */
export function manualOrderTotal(values: Pick<FormValues, 'price' | 'quantity' | 'shipping' | 'tax'>): string | null {
  const price = parseMoney(values.price);
  if (price === null) return null;
  const total = price * quantityOf(values.quantity) + (parseMoney(values.shipping, 0) ?? 0) + (parseMoney(values.tax, 0) ?? 0);
  return Number.isFinite(total) ? roundToCent(total).toFixed(2) : null;
}

function toPayload(values: FormValues): ManualOrderInput | string {
  const price = parseMoney(values.price);
  const shipping = parseMoney(values.shipping, 0);
  const tax = parseMoney(values.tax, 0);
  const total = parseMoney(values.total);
  if (price === null || price < 0) return 'Enter the item price.';
  if (shipping === null || shipping < 0 || tax === null || tax < 0) return 'Shipping and tax must be amounts of at least 0.';
  if (total === null || total < 0) return 'Enter the total amount.';
  const quantity = quantityOf(values.quantity);
  return {
    customerEmail: values.customerEmail.trim(),
    customerName: values.customerName.trim() || undefined,
    items: [{ id: 'manual-entry', name: values.itemName.trim(), type: 'manual-entry', price: roundToCent(price), quantity }],
    subtotal: roundToCent(roundToCent(price) * quantity),
    shipping: roundToCent(shipping),
    tax: roundToCent(tax),
    total: roundToCent(total),
    status: 'paid',
    paymentMethod: 'paypal',
    paymentId: values.paymentId.trim() || undefined,
    notes: values.notes.trim() || undefined,
  };
}

/** Manual Order Entry (docs/product/back-office.md §2.10): records a paid PayPal order by hand. */
export function ManualOrderForm() {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const create = useCreateManualOrder();

  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  /** When price, quantity, shipping or tax loses focus the total follows them. */
  function recomputeTotal() {
    setValues((current) => {
      const total = manualOrderTotal(current);
      return total === null ? current : { ...current, total };
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = toPayload(values);
    if (typeof payload === 'string') {
      toast({ title: 'Failed to create manual order', description: payload, variant: 'destructive' });
      return;
    }
    create.mutate(payload, {
      onSuccess: (order) => {
        toast({
          title: 'Order Created',
          description: `Order #${order.orderNumber} for ${order.customerEmail} was recorded as paid.`,
          variant: 'success',
        });
        setValues(EMPTY);
      },
      onError: (error) =>
        toast({
          title: 'Failed to create manual order',
          description: getErrorMessage(error, 'The order could not be created. Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  const money = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;

  return (
    <Card>
      <form data-testid="manual-order-form" onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Customer Email" type="email" required autoComplete="off" value={values.customerEmail} onChange={set('customerEmail')} />
          <Input label="Customer Name" autoComplete="off" value={values.customerName} onChange={set('customerName')} />
          <Input label="Item Purchased" required className="sm:col-span-2" value={values.itemName} onChange={set('itemName')} />
          <Input label="Item Price" required {...money} value={values.price} onChange={set('price')} onBlur={recomputeTotal} />
          <Input
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.quantity}
            onChange={set('quantity')}
            onBlur={recomputeTotal}
          />
          <Input label="Shipping" {...money} placeholder="0.00" value={values.shipping} onChange={set('shipping')} onBlur={recomputeTotal} />
          <Input label="Tax" {...money} placeholder="0.00" value={values.tax} onChange={set('tax')} onBlur={recomputeTotal} />
          <Input
            label="Total Amount"
            required
            {...money}
            value={values.total}
            onChange={set('total')}
            hint="Price × quantity + shipping + tax; filled in as you go, and can be changed."
          />
          <Input label="PayPal Transaction ID" autoComplete="off" value={values.paymentId} onChange={set('paymentId')} />
        </div>
        <TextArea label="Notes" value={values.notes} onChange={set('notes')} />
        <Button type="submit" busy={create.isPending} className="self-start">
          {create.isPending ? 'Creating Order...' : 'Create Manual Order'}
        </Button>
      </form>
    </Card>
  );
}
