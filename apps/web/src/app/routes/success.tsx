import { useEffect } from 'react';
import { Link } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { completePaidCheckout } from '@/features/cart/utils/pending-checkout';
import { paths } from '@/lib/paths';

export function SuccessRoute() {
  // Back from paying: the cart this browser checked out is bought, so it is emptied.
  useEffect(() => completePaidCheckout(), []);

  return (
    <CenteredLayout title="Payment Successful">
      <StatusCard
        icon="✓"
        title="Payment Successful!"
        actions={
          <>
            <Link href={paths.subscriptions} className={buttonClasses('primary')}>
              View Subscriptions
            </Link>
            <Link href={paths.lessons} className={buttonClasses('secondary')}>
              Explore Lessons
            </Link>
          </>
        }
      >
        <p>Thank you for your subscription! A confirmation email with your order details will follow shortly.</p>
      </StatusCard>
    </CenteredLayout>
  );
}
