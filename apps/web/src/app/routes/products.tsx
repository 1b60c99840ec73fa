import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';

export function ProductsRoute() {
  return (
    <ContentLayout title="Products" description="Handmade watercolor paints, sets, brushes and more.">
      <NotBuiltYet message="Products are coming in the next release." />
    </ContentLayout>
  );
}
