import { lazy, Suspense } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { ALL_PRODUCTS, productsWithSalesQueryOptions } from '@/features/products/api/get-products-with-sales';
import { queryClient } from '@/lib/query-client';

const loadProductsSection = () => import('@/features/products/components/products-section');

/** The products block is its own chunk: the landing page never downloads it. */
const ProductsSection = lazy(async () => ({ default: (await loadProductsSection()).ProductsSection }));

/** The browser fetches this picture now, first, for the <img> that will show it. */
function preloadImage(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * For a visit that opens the shop page itself (a reload, a link): the products
 * block's code and its first page of products are fetched as the app starts,
 * side by side, rather than one after the other once the page has rendered;
 * the first product's picture (the page's largest) as soon as its address is known.
 */
export function preloadShopPage(): void {
  loadProductsSection().catch(() => undefined); // a failure shows when the page renders it
  const firstPage = productsWithSalesQueryOptions(ALL_PRODUCTS);
  void queryClient.prefetchInfiniteQuery(firstPage).then(() => {
    const picture = queryClient.getQueryData(firstPage.queryKey)?.pages[0]?.items[0]?.images[0];
    if (picture) preloadImage(picture);
  });
}

/** The shop page (docs/product/engagement.md §2 "Home/shop page"): its blocks in order; the products block last. */
export function ProductsRoute() {
  return (
    <ContentLayout title="Shop" description="Handmade watercolor paints, sets, brushes and more.">
      <Suspense fallback={<LoadingBlock label="Loading products..." />}>
        <ProductsSection />
      </Suspense>
    </ContentLayout>
  );
}
