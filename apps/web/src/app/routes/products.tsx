import { lazy, Suspense } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadingBlock } from '@/components/ui/spinner';

/** The products block is its own chunk: the landing page never downloads it. */
const ProductsSection = lazy(async () => ({
  default: (await import('@/features/products/components/products-section')).ProductsSection,
}));

/** The shop page (engagement.md §2 "Home/shop page"): its blocks in order; the products block last. */
export function ProductsRoute() {
  return (
    <ContentLayout title="Shop" description="Handmade watercolor paints, sets, brushes and more.">
      <Suspense fallback={<LoadingBlock label="Loading products..." />}>
        <ProductsSection />
      </Suspense>
    </ContentLayout>
  );
}
