import { ContentLayout } from '@/components/layouts/content-layout';
import { TextLink } from '@/components/ui/text-link';
import { MyOrdersScreen } from '@/features/my-orders/components/my-orders-screen';
import { paths } from '@/lib/paths';
import { useShopperSession } from '@/lib/session';

export function MyOrdersRoute() {
  const { email } = useShopperSession();
  return (
    <ContentLayout title="My orders" description="Everything you ordered, newest first. Open an order for its details.">
      {email ? (
        <MyOrdersScreen email={email} />
      ) : (
        <p className="text-ink">
          Each shopper sees her own orders here. <TextLink href={paths.admin.orders}>Customer orders</TextLink> are in the Admin Panel.
        </p>
      )}
    </ContentLayout>
  );
}
