import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import type { CartAbandonment, LiveActivity, LiveCartItem } from '@shop/contracts';
import { ErrorState } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { formatCount } from '@/lib/format-figures';
import { relativeHours, relativeTime } from '@/lib/relative-time';
import { StatCards } from '@/components/ui/stat-cards';
import { useCartAbandonment, useLiveActivity } from '../api/analytics';

function itemsText(items: LiveCartItem[]): string {
  return items.map((item) => `${item.name} × ${item.quantity}`).join(', ');
}

function Figures({ live, abandonment }: { live: LiveActivity | undefined; abandonment: CartAbandonment | undefined }) {
  const pending = '…';
  const cartItems = live?.activeCarts.reduce((sum, cart) => sum + cart.itemCount, 0);
  return (
    <StatCards
      label="Customer activity"
      figures={[
        {
          label: 'Active Carts',
          value: live ? formatCount(live.summary.activeCartCount) : pending,
          note: live && `${formatMoney(live.summary.totalCartValue)} in carts`,
          testId: 'live-active-carts',
        },
        {
          label: 'Weekly Orders',
          value: live ? formatCount(live.summary.weeklyOrderCount) : pending,
          note: live && `${formatMoney(live.summary.weeklyRevenue)} revenue`,
          testId: 'live-weekly-orders',
        },
        {
          label: 'Daily Active Users',
          value: live ? formatCount(live.summary.dailyActiveUsers) : pending,
          note: 'Last 24 hours',
          testId: 'live-daily-users',
        },
        {
          label: 'Abandoned Carts',
          value: abandonment ? formatCount(abandonment.summary.abandonedCartCount) : pending,
          note: abandonment && `${formatMoney(abandonment.summary.totalAbandonedValue)} lost`,
          testId: 'live-abandoned-carts',
        },
        {
          label: 'Cart Activity (Live)',
          value: cartItems === undefined ? pending : `${formatCount(cartItems)} items`,
          note: 'In carts changed in the last 24 hours',
          testId: 'live-cart-activity',
        },
      ]}
    />
  );
}

function ListSection({ title, testId, empty, children }: { title: string; testId: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={title}>
      <h2 className="font-display text-lg font-semibold text-ink">{title}</h2>
      {empty ? (
        <p className="rounded-xl bg-paper-deep p-4 text-center text-sm text-ink-soft">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white" data-testid={testId}>
          {children}
        </ul>
      )}
    </section>
  );
}

function Row({ email, detail, when, value, badge }: { email: string; detail: string; when: string; value: string; badge?: string }) {
  return (
    <li className="flex flex-col gap-1 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium break-all text-ink">{email}</p>
        <p className="text-ink-soft">{detail}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-0.5">
        <span className="font-semibold tabular-nums text-ink">{value}</span>
        <span className="text-xs text-ink-soft">{when}</span>
        {badge && <span className="rounded-full bg-sage-wash px-2 py-0.5 text-xs font-semibold text-sage">{badge}</span>}
      </div>
    </li>
  );
}

/** A cart an unverified session keeps apart from the account's (docs/rules.md §4): its e-mail is not proven yet. */
const UNVERIFIED_CART_BADGE = 'Unverified';

function count(n: number, noun: string) {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** /admin/analytics (docs/product/back-office.md §2.11): live carts, abandoned carts and recent orders, polled. */
export function CustomerAnalytics() {
  const [refresh, setRefresh] = useState(0);
  const live = useLiveActivity(refresh);
  const abandonment = useCartAbandonment(refresh);
  const refreshing = (live.isFetching || abandonment.isFetching) && !(live.isPending || abandonment.isPending);

  if (live.isPending && abandonment.isPending) return <LoadingBlock label="Loading customer analytics..." />;

  return (
    <div className="flex flex-col gap-5" data-testid="customer-analytics">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Live activity</CardTitle>
          <Button variant="secondary" onClick={() => setRefresh((n) => n + 1)} busy={refreshing}>
            Refresh Data
          </Button>
        </div>
        <p className="text-sm text-ink-soft">Carts and orders refresh every 30 seconds; abandoned carts every minute.</p>
        {live.isError && <ErrorState title="Failed to fetch live activity" message={getErrorMessage(live.error)} />}
        {abandonment.isError && <ErrorState title="Failed to fetch abandoned carts" message={getErrorMessage(abandonment.error)} />}
        <div className={clsx(refreshing && 'opacity-70')} aria-busy={refreshing || undefined}>
          <Figures live={live.data} abandonment={abandonment.data} />
        </div>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        {live.data && (
          <ListSection
            title="Active carts (last 24 hours)"
            testId="live-active-cart-list"
            empty={live.data.activeCarts.length === 0 ? 'No carts changed in the last 24 hours.' : null}
          >
            {live.data.activeCarts.map((cart, index) => (
              <Row
                key={`${cart.userEmail}-${index}`}
                email={cart.userEmail}
                detail={`${itemsText(cart.items)} (${count(cart.itemCount, 'item')})`}
                when={`Updated ${relativeTime(cart.updatedAt)}`}
                value={formatMoney(cart.cartValue)}
                badge={cart.unverified ? UNVERIFIED_CART_BADGE : undefined}
              />
            ))}
          </ListSection>
        )}
        {abandonment.data && (
          <ListSection
            title="Potentially abandoned carts (inactive 1+ hours)"
            testId="live-abandoned-cart-list"
            empty={abandonment.data.abandonedCarts.length === 0 ? 'No abandoned carts right now.' : null}
          >
            {abandonment.data.abandonedCarts.map((cart, index) => (
              <Row
                key={`${cart.email}-${index}`}
                email={cart.email}
                detail={`${cart.items} (${count(cart.itemCount, 'item')})`}
                when={relativeHours(cart.hoursAgo)}
                value={formatMoney(cart.cartValue)}
              />
            ))}
          </ListSection>
        )}
        {live.data && (
          <ListSection title="Recent orders" testId="live-recent-orders" empty={live.data.recentOrders.length === 0 ? 'No orders yet.' : null}>
            {live.data.recentOrders.map((order, index) => (
              <Row
                key={`${order.customerEmail}-${order.orderDate}-${index}`}
                email={order.customerEmail}
                detail={count(order.itemCount, 'item')}
                when={relativeTime(order.orderDate)}
                value={formatMoney(order.total)}
                badge="Completed"
              />
            ))}
          </ListSection>
        )}
      </div>
    </div>
  );
}
