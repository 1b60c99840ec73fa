import { useState, type FormEvent } from 'react';
import { CARRIERS, type Carrier, type OrderView } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useShipOrder } from '../api/ship-order';

const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

/** Mark shipped: the carrier and tracking number; the server checks the number (1–64 letters, digits, dashes). */
export function ShipOrderForm({ order, label }: { order: OrderView; label: string }) {
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState<Carrier>('USPS');
  const [trackingNumber, setTrackingNumber] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    ship.mutate(
      { id: order.id, carrier, trackingNumber },
      {
        onSuccess: () => toast({ title: 'Success', description: `Order ${label} is marked shipped.`, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: getErrorMessage(error, 'Failed to mark the order shipped'), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end justify-end gap-2" data-testid="ship-order-form">
      <Select label="Carrier" options={CARRIER_OPTIONS} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} />
      <Input label="Tracking number" required autoComplete="off" value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
      <Button size="sm" type="submit" busy={ship.isPending}>
        Mark shipped
      </Button>
    </form>
  );
}
