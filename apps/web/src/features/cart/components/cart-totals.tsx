import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { CartQuoteView } from '@shop/contracts';
import { formatMoney } from '@/lib/format';

function Row({ label, hint, children, strong, testId }: { label: string; hint?: ReactNode; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-3', strong && 'border-t border-line pt-2 text-lg')}>
      <dt className={strong ? 'font-semibold text-ink' : 'text-ink-soft'}>
        {label}
        {hint ? <> {hint}</> : null}
      </dt>
      <dd data-testid={testId} className={clsx('text-right tabular-nums', strong ? 'font-bold text-ink' : 'text-ink')}>
        {children}
      </dd>
    </div>
  );
}

/** Where an amount goes while the first quote is on its way. */
const Pending = () => <span className="inline-block h-4 w-14 animate-pulse rounded bg-paper-deep align-middle" aria-hidden="true" />;

type CartTotalsProps = {
  quote: CartQuoteView | undefined;
  /** A newer quote is on its way (the figures shown are the previous ones). */
  updating: boolean;
};

/**
 * The server's breakdown (docs/product/shopper.md §2): always the five rows subtotal,
 * shipping, tax, coupon discount and total, each a money amount ($0.00 when
 * zero), and store credit when some was applied. Every amount is the quote's.
 */
export function CartTotals({ quote, updating }: CartTotalsProps) {
  const amount = (value: number | undefined) => (quote && value !== undefined ? formatMoney(value) : <Pending />);
  const busy = updating || !quote;
  const discount = quote?.couponDiscount ?? 0;
  const couponCode = quote?.coupon?.valid ? quote.coupon.code : null;

  return (
    <section aria-label="Order summary" aria-busy={busy || undefined} className="flex flex-col gap-1">
      <dl className={clsx('flex flex-col gap-1.5 transition-opacity', updating && 'opacity-60')}>
        <Row label="Subtotal" testId="cart-subtotal">
          {amount(quote?.subtotal)}
        </Row>
        <Row label="Shipping" testId="cart-shipping">
          {amount(quote?.shipping)}
        </Row>
        <Row
          label="Tax"
          testId="cart-tax"
          hint={
            quote && !quote.taxApplies ? (
              <span data-testid="cart-tax-hint" className="text-xs">
                (Enter city and state for tax)
              </span>
            ) : undefined
          }
        >
          {amount(quote?.tax)}
        </Row>
        <Row label="Coupon discount" testId="cart-discount" hint={couponCode ? <span className="text-xs">({couponCode})</span> : undefined}>
          {quote ? (
            <span className={discount > 0 ? 'text-sage' : undefined}>
              {discount > 0 ? '−' : ''}
              {formatMoney(discount)}
            </span>
          ) : (
            <Pending />
          )}
        </Row>
        {quote && quote.storeCredit > 0 && (
          <Row label="Store credit" testId="cart-store-credit">
            <span className="text-sage">−{formatMoney(quote.storeCredit)}</span>
          </Row>
        )}
        <Row label="Total" strong testId="cart-total">
          {amount(quote?.total)}
        </Row>
      </dl>
      <p role="status" className="min-h-5 text-right text-xs text-ink-soft">
        {!quote ? 'Calculating your total...' : updating ? 'Updating...' : ''}
      </p>
    </section>
  );
}
