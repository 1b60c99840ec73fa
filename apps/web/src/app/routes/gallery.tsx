import { lazy, Suspense } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadingBlock } from '@/components/ui/spinner';

// The gallery is its own chunk: only shoppers who open it download it.
const GalleryScreen = lazy(async () => ({
  default: (await import('@/features/gallery/components/gallery-screen')).GalleryScreen,
}));

/** The Community Gallery; registered only while gallery_enabled is "true" (docs/product/engagement.md §2). */
export function GalleryRoute() {
  return (
    <ContentLayout title="Community Gallery" description="Paintings from our community's lessons. Share yours and like your favorites.">
      <Suspense fallback={<LoadingBlock label="Loading the gallery..." />}>
        <GalleryScreen />
      </Suspense>
    </ContentLayout>
  );
}
