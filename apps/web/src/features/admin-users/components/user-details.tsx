import { QueryStates } from '@/components/ui/query-states';
import { QuerySection } from '@/components/ui/query-section';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCount } from '@/lib/format-figures';
import { relativeTime } from '@/lib/relative-time';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useUserActivity, useUserSubscriptionOrders } from '../api/users';

function ActivitySummary({ id }: { id: string }) {
  const activity = useUserActivity(id);
  return (
    <section className="flex flex-col gap-2" aria-label="Activity summary">
      <h4 className="font-semibold text-ink">Activity summary</h4>
      <QuerySection query={activity} noun="the activity summary">
        {(summary) => (
          <>
            <StatCards
              label="Activity summary"
              className="lg:grid-cols-4"
              figures={[
                { label: 'Page views', value: formatCount(summary.totalPageViews), testId: 'user-page-views' },
                { label: 'Giveaway entries', value: formatCount(summary.totalGiveawayEntries), testId: 'user-giveaway-entries' },
                { label: 'Orders', value: formatCount(summary.totalOrders), testId: 'user-orders' },
                { label: 'Purchases', value: formatMoney(summary.totalPurchases), testId: 'user-purchases' },
              ]}
            />
            {summary.recentActivities.length === 0 ? (
              <p className="text-sm text-ink-soft">No activity recorded yet.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white text-sm" data-testid="user-recent-activity">
                {summary.recentActivities.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
                    <span className="min-w-0 break-all text-ink">
                      <span className="font-medium">{entry.activityType.replace(/_/g, ' ')}</span>
                      {(entry.description ?? entry.pagePath) && <span className="text-ink-soft"> · {entry.description ?? entry.pagePath}</span>}
                    </span>
                    <time dateTime={entry.createdAt} className="text-xs text-ink-soft">
                      {relativeTime(entry.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QuerySection>
    </section>
  );
}

function SubscriptionOrders({ id }: { id: string }) {
  const orders = useUserSubscriptionOrders(id);
  return (
    <section className="flex flex-col gap-2" aria-label="Subscription orders">
      <h4 className="font-semibold text-ink">Subscription orders</h4>
      <QueryStates query={orders} noun="subscription orders" emptyText="No subscription orders.">
        {(items) => (
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white text-sm" data-testid="user-subscription-orders">
            {items.map((order) => (
              <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-ink">
                    {order.subscriptionPlan || order.plan} · {order.duration} month{order.duration === 1 ? '' : 's'}
                  </p>
                  <p className="text-xs text-ink-soft">
                    Ordered {formatDateTime(order.createdAt)}
                    {order.nextShipmentDate && ` · next shipment ${formatDateTime(order.nextShipmentDate)}`}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink capitalize">{order.status}</span>
                  <span className="font-semibold tabular-nums text-ink">{formatMoney(order.amount)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/** One opened shopper: her subscription orders and an activity summary (docs/product/back-office.md "Users panel"). */
export function UserDetails({ id }: { id: string }) {
  return (
    <div className="flex flex-col gap-4 border-t border-line bg-paper px-3 py-4" data-testid="user-details">
      <ActivitySummary id={id} />
      <SubscriptionOrders id={id} />
    </div>
  );
}
