import { ErrorState } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-client';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionDetails } from './subscription-details';
import { SubscriptionSkeleton } from './subscription-skeleton';

/** The subscription screen's body (docs/product/shopper.md §2): only the first active plan is shown. */
export function SubscriptionScreen() {
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <SubscriptionSkeleton />;
  if (subscriptions.isError) {
    return (
      <ErrorState
        title="Failed to fetch subscriptions"
        message={getErrorMessage(subscriptions.error, 'Please try again in a moment.')}
        onRetry={() => subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  const [first] = subscriptions.data;
  if (!first) {
    return (
      <div data-testid="subscriptions-empty" className="rounded-2xl border border-dashed border-line bg-white/70 p-8 text-center">
        <h2 className="font-display text-xl font-semibold text-ink">No Subscriptions Available</h2>
        <p className="mt-2 text-ink-soft">Check back soon for our premium watercolor subscription boxes!</p>
      </div>
    );
  }
  return <SubscriptionDetails key={first.id} subscription={first} />;
}
