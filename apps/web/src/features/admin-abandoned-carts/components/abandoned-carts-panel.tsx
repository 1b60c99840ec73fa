import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { DEFAULT_ABANDONED_CART_WINDOW, type AbandonedCartWindow, type CartOfferResult } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useAbandonedCarts } from '../api/get-abandoned-carts';
import { ABANDONED_CART_WINDOW_OPTIONS, EMPTY_STATE } from '../constants';
import { summarize } from '../utils/summary';
import { AbandonedCartCard } from './abandoned-cart-card';
import { SummaryCards } from './summary-cards';

/**
 * The Abandoned Carts tab (docs/product/back-office.md §2.3): carts with items left alone for an
 * hour or more whose shopper has not ordered since, in a chosen window; the
 * totals; a one-click recovery offer by e-mail, or a direct e-mail from the admin's client.
 */
export function AbandonedCartsPanel() {
  const [hours, setHours] = useState<AbandonedCartWindow>(DEFAULT_ABANDONED_CART_WINDOW);
  const [sent, setSent] = useState<Record<string, CartOfferResult>>({});
  const carts = useAbandonedCarts(hours);
  const selectId = useId();

  function body() {
    if (carts.isPending) return <LoadingBlock label="Loading abandoned carts..." />;
    if (!carts.data) {
      return (
        <ErrorState
          title="Could not load abandoned carts"
          message={getErrorMessage(carts.error)}
          onRetry={() => carts.refetch()}
          retrying={carts.isFetching}
        />
      );
    }
    return (
      <div className={clsx('flex flex-col gap-4', carts.isPlaceholderData && 'opacity-60')} aria-busy={carts.isFetching || undefined}>
        {carts.isError && <ErrorState title="Could not refresh abandoned carts" message={getErrorMessage(carts.error)} />}
        <SummaryCards summary={summarize(carts.data)} />
        {carts.data.length === 0 ? (
          <p className="rounded-xl bg-paper-deep p-6 text-center text-ink-soft" data-testid="abandoned-carts-empty">
            {EMPTY_STATE}
          </p>
        ) : (
          <ul aria-label="Abandoned carts" className="flex flex-col gap-3" data-testid="abandoned-carts-list">
            {carts.data.map((cart) => (
              <AbandonedCartCard
                key={cart.cartId}
                cart={cart}
                offer={sent[cart.email]}
                onOfferSent={(email, result) => setSent((current) => ({ ...current, [email]: result }))}
              />
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <Card data-testid="abandoned-carts-panel" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <CardTitle>Abandoned Carts</CardTitle>
        <p className="text-sm text-ink-soft">
          Carts with items that have not changed for an hour or more, whose shopper has not ordered since. Values are the cart subtotals at today's
          prices.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Time window
          </label>
          <select
            id={selectId}
            value={hours}
            onChange={(e) => setHours(Number(e.target.value) as AbandonedCartWindow)}
            className="min-h-11 rounded-xl border border-line bg-white px-3.5 text-base text-ink focus-ring"
          >
            {ABANDONED_CART_WINDOW_OPTIONS.map((window) => (
              <option key={window.hours} value={window.hours}>
                {window.label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => carts.refetch()} busy={carts.isFetching && !carts.isPending}>
          Refresh
        </Button>
      </div>
      {body()}
    </Card>
  );
}
