import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import type { CartQuote } from '../types';

function Row({ label, children, strong, testId }: { label: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-3', strong && 'border-t border-line pt-2 text-lg')}>
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-soft'}>{label}</dt>
      <dd data-testid={testId} className={clsx('text-right tabular-nums', strong ? 'font-bold text-ink' : 'text-ink')}>
        {children}
      </dd>
    </div>
  );
}

type CartTotalsProps = {
  quote: CartQuote | undefined;
  /** A newer quote is on its way (the figures shown are the previous ones). */
  updating: boolean;
};

/** The server's breakdown: subtotal, shipping, tax, coupon discount (and store credit), total. */
export function CartTotals({ quote, updating }: CartTotalsProps) {
  if (!quote) {
    return (
      <p className="flex items-center gap-2 text-ink-soft" role="status">
        <Spinner size="sm" label="" /> Calculating your total...
      </p>
    );
  }

  return (
    <section aria-label="Order summary" aria-busy={updating || undefined} className="flex flex-col gap-1">
      <dl className={clsx('flex flex-col gap-1.5 transition-opacity', updating && 'opacity-60')}>
        <Row label="Subtotal" testId="cart-subtotal">
          {formatMoney(quote.subtotal)}
        </Row>
        <Row label="Shipping" testId="cart-shipping">
          {quote.shipping === 0 ? 'Free' : formatMoney(quote.shipping)}
        </Row>
        <Row label="Tax" testId="cart-tax">
          {quote.taxApplies ? formatMoney(quote.tax) : <span className="text-sm text-ink-soft">Enter city and state</span>}
        </Row>
        {(quote.couponDiscount > 0 || quote.coupon?.valid) && (
          <Row label={`Coupon discount${quote.coupon ? ` (${quote.coupon.code})` : ''}`} testId="cart-discount">
            <span className="text-sage">−{formatMoney(quote.couponDiscount)}</span>
          </Row>
        )}
        {quote.storeCredit > 0 && (
          <Row label="Store credit">
            <span className="text-sage">−{formatMoney(quote.storeCredit)}</span>
          </Row>
        )}
        <Row label="Total" strong testId="cart-total">
          {formatMoney(quote.total)}
        </Row>
      </dl>
      <p role="status" className="min-h-5 text-right text-xs text-ink-soft">
        {updating ? 'Updating...' : ''}
      </p>
    </section>
  );
}
