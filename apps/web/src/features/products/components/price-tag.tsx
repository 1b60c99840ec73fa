import { clsx } from 'clsx';
import { formatMoney } from '@/lib/format';
import type { ShownPrice } from '../utils/pricing';

/** A price, with the struck-through original when it is discounted. */
export function PriceTag({ value, className }: { value: ShownPrice; className?: string }) {
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className={clsx('font-semibold', value.original ? 'text-madder-deep' : 'text-ink')}>{formatMoney(value.price)}</span>
      {value.original !== null && (
        <s className="text-sm text-ink-soft">
          <span className="sr-only">was </span>
          {formatMoney(value.original)}
        </s>
      )}
    </span>
  );
}
