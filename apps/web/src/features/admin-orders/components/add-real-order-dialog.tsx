import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAddRealOrder } from '../api/add-real-order';
import { DEFAULT_CUSTOMER_NAME } from '../constants';
import { toRealOrder, type RealOrderValues } from '../utils/real-order';
import { TextArea } from './text-area';
import { OrderDialogSheet } from './order-dialog-sheet';

const EMPTY: RealOrderValues = { customerEmail: '', customerName: '', paymentEmail: '', total: '', items: '', notes: '' };

/** The Sales Overview's 'Add Real Order' dialog: records a paid order made outside the shop. */
export function AddRealOrderDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RealOrderValues>(EMPTY);
  const add = useAddRealOrder();

  const set = (field: keyof RealOrderValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload = toRealOrder(values);
    if (!payload) {
      toast({ title: 'Error adding order', description: 'Enter the order total.', variant: 'destructive' });
      return;
    }
    add.mutate(payload, {
      onSuccess: (order) => {
        toast({
          title: 'Order Created',
          description: `Order #${order.orderNumber} for ${order.customerEmail} was recorded as paid.`,
          variant: 'success',
        });
        setValues(EMPTY);
        setOpen(false);
      },
      onError: (error) => toast({ title: 'Error adding order', description: getErrorMessage(error, 'Failed to add order'), variant: 'destructive' }),
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !add.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button className="self-start" data-testid="add-real-order">
          Add Real Order
        </Button>
      </Dialog.Trigger>
      <OrderDialogSheet testId="add-real-order-dialog">
        <Dialog.Title className="font-display text-xl font-semibold text-ink">Add Real Order</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-ink-soft">
          Record a paid order taken outside the shop. It counts in the sales figures like any paid order.
        </Dialog.Description>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <Input label="Customer Email" type="email" required autoComplete="off" value={values.customerEmail} onChange={set('customerEmail')} />
          <Input
            label="Customer Name"
            autoComplete="off"
            placeholder={DEFAULT_CUSTOMER_NAME}
            value={values.customerName}
            onChange={set('customerName')}
          />
          <Input label="Payment Email" type="email" required autoComplete="off" value={values.paymentEmail} onChange={set('paymentEmail')} />
          <Input label="Total" type="number" inputMode="decimal" min={0} step={0.01} required value={values.total} onChange={set('total')} />
          <TextArea
            label="Items"
            rows={2}
            value={values.items}
            onChange={set('items')}
            hint="Separate items with commas; each counts once and the total is shared equally. Leave empty for one 'Order Items' line."
          />
          <TextArea label="Notes" rows={2} value={values.notes} onChange={set('notes')} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={add.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" busy={add.isPending}>
              {add.isPending ? 'Adding Order...' : 'Add Order'}
            </Button>
          </div>
        </form>
      </OrderDialogSheet>
    </Dialog.Root>
  );
}
