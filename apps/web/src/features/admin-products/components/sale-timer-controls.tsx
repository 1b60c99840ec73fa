import { useState, type FormEvent } from 'react';
import {
  DEFAULT_PRODUCT_TIMER_HOURS,
  DEFAULT_SALE_TIMER_MESSAGE,
  PRODUCT_TIMER_MESSAGE_MAX_LENGTH,
  SALE_TIMER_DISCOUNT_MAX,
  SALE_TIMER_DISCOUNT_MIN,
  type ProductView,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useStartSaleTimer } from '../api/start-sale-timer';
import { useStopSaleTimer } from '../api/stop-sale-timer';
import { SALE_TIMER_DURATION_OPTIONS } from '../types';
import { SelectField } from './fields';

/** Whether the product's own sale timer is running now. */
export function timerRunning(product: ProductView, now = Date.now()): boolean {
  return Boolean(product.saleTimerEnabled && product.saleTimerEndDate && Date.parse(product.saleTimerEndDate) > now);
}

/**
 * The product's own sale timer (docs/product/back-office.md §4): 'Start Now' ends it the chosen duration from now
 * (discount 1–90, message); 'Stop' clears the end time of the running one.
 */
export function SaleTimerControls({ product }: { product: ProductView }) {
  const [hours, setHours] = useState(String(DEFAULT_PRODUCT_TIMER_HOURS));
  const [discount, setDiscount] = useState('');
  const [message, setMessage] = useState(DEFAULT_SALE_TIMER_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const start = useStartSaleTimer();
  const stop = useStopSaleTimer();

  function handleStart(event: FormEvent) {
    event.preventDefault();
    const value = Number(discount);
    if (!Number.isInteger(value) || value < SALE_TIMER_DISCOUNT_MIN || value > SALE_TIMER_DISCOUNT_MAX) {
      setError(`Discount must be a whole number from ${SALE_TIMER_DISCOUNT_MIN} to ${SALE_TIMER_DISCOUNT_MAX}`);
      return;
    }
    start.mutate(
      {
        id: product.id,
        durationHours: Number(hours),
        discountPercentage: value,
        message: message.trim() || DEFAULT_SALE_TIMER_MESSAGE,
      },
      {
        onSuccess: () => toast({ title: 'Success', description: `Sale timer started for "${product.name}".`, variant: 'success' }),
        onError: (err) => toast({ title: 'Failed to start sale timer', description: getErrorMessage(err, ''), variant: 'destructive' }),
      },
    );
  }

  function handleStop() {
    stop.mutate(product.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Sale timer stopped.', variant: 'success' }),
      onError: (err) => toast({ title: 'Failed to stop sale timer', description: getErrorMessage(err, ''), variant: 'destructive' }),
    });
  }

  if (timerRunning(product) && product.saleTimerEndDate) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          <strong>{product.saleTimerMessage || DEFAULT_SALE_TIMER_MESSAGE}</strong> — runs until {formatDateTime(product.saleTimerEndDate)}.
        </p>
        <Button variant="secondary" onClick={handleStop} busy={stop.isPending}>
          Stop
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleStart} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Duration" value={hours} onChange={(e) => setHours(e.target.value)}>
          {SALE_TIMER_DURATION_OPTIONS.map((d) => (
            <option key={d.hours} value={d.hours}>
              {d.label}
            </option>
          ))}
        </SelectField>
        <Input
          label="Discount %"
          type="number"
          inputMode="numeric"
          min={SALE_TIMER_DISCOUNT_MIN}
          max={SALE_TIMER_DISCOUNT_MAX}
          step={1}
          value={discount}
          onChange={(e) => {
            setDiscount(e.target.value);
            setError(null);
          }}
          error={error}
        />
        <Input label="Message" value={message} onChange={(e) => setMessage(e.target.value)} maxLength={PRODUCT_TIMER_MESSAGE_MAX_LENGTH} />
      </div>
      <Button type="submit" busy={start.isPending} className="sm:w-fit">
        Start Now
      </Button>
    </form>
  );
}
