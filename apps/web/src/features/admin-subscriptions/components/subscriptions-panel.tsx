import { ErrorState } from '@/components/ui/alert';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminSubscriptions } from '../api/get-admin-subscriptions';
import { CreateSubscriptionForm } from './create-subscription-form';
import { SubscriptionItem } from './subscription-item';

function SubscriptionList() {
  const subscriptions = useAdminSubscriptions();
  if (subscriptions.isPending) return <LoadingBlock label="Loading subscriptions..." />;
  if (subscriptions.isError) {
    return (
      <ErrorState
        title="Failed to fetch subscriptions"
        message={getErrorMessage(subscriptions.error)}
        onRetry={() => subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return <p className="rounded-xl bg-paper-deep p-4 text-ink-soft">No subscriptions yet. Create one above.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {subscriptions.data.map((subscription) => (
        <SubscriptionItem key={subscription.id} subscription={subscription} />
      ))}
    </ul>
  );
}

/** The Subscriptions tab (docs/product/back-office.md §2.3): create, edit, reviews, images, active toggle, delete. Shoppers see the first active plan. */
export function SubscriptionsPanel() {
  return (
    <div className="flex flex-col gap-6" data-testid="subscriptions-panel">
      <Card className="flex flex-col gap-4">
        <CardTitle>New Subscription</CardTitle>
        <CreateSubscriptionForm />
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Subscriptions</CardTitle>
        <p className="text-ink-soft">The subscription screen shows the oldest active plan.</p>
        <SubscriptionList />
      </Card>
    </div>
  );
}
