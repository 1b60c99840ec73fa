import { Link } from 'wouter';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { buttonClasses } from '@/components/ui/button';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  return (
    <CenteredLayout title="Page Not Found">
      <StatusCard
        icon="?"
        title="Page Not Found"
        testId="page-not-found"
        actions={
          <Link href={paths.home} className={buttonClasses('primary')}>
            Go to the home page
          </Link>
        }
      >
        <p>The page you are looking for does not exist or has moved.</p>
      </StatusCard>
    </CenteredLayout>
  );
}
