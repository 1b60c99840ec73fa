import { ContentLayout } from '@/components/layouts/content-layout';
import { NotBuiltYet } from '@/components/ui/alert';

export function GalleryRoute() {
  return (
    <ContentLayout title="Community Gallery" description="Artwork painted by our community.">
      <NotBuiltYet message="The community gallery is coming in the next release." />
    </ContentLayout>
  );
}
