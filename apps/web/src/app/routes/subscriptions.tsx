import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';

export function SubscriptionsRoute() {
  return (
    <ContentLayout title="Choose Your Subscription" description="Handmade watercolor subscription boxes, delivered monthly.">
      <NotBuiltYet message="Subscription boxes are coming in the next release." />
    </ContentLayout>
  );
}
