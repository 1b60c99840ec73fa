import { Link } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/lib/paths';

export function CancelRoute() {
  return (
    <CenteredLayout title="Payment Cancelled">
      <StatusCard
        icon="↺"
        title="Payment Cancelled"
        actions={
          <>
            <Link href={paths.subscriptions} className={buttonClasses('primary')}>
              Try Again
            </Link>
            <Link href={paths.lessons} className={buttonClasses('secondary')}>
              Browse Free Lessons
            </Link>
          </>
        }
      >
        <p>Your payment was cancelled and nothing was charged. You can try again whenever you're ready.</p>
      </StatusCard>
    </CenteredLayout>
  );
}
