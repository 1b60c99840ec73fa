import { lazy, Suspense } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SubscriptionSkeleton } from '@/features/subscriptions/components/subscription-skeleton';

// The subscription screen is its own chunk: the landing page never downloads it.
const SubscriptionScreen = lazy(async () => ({
  default: (await import('@/features/subscriptions/components/subscription-screen')).SubscriptionScreen,
}));

/** /subscriptions: "Choose Your Subscription" (docs/product/shopper.md §2). */
export function SubscriptionsRoute() {
  return (
    <ContentLayout title="Choose Your Subscription" description="Handmade watercolor subscription boxes, delivered monthly.">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <SubscriptionScreen />
      </Suspense>
    </ContentLayout>
  );
}
