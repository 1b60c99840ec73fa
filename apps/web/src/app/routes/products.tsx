import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LoadingBlock } from '@/components/ui/spinner';
import { dailyDealsQueryOptions } from '@/lib/daily-deals';
import { activeGiveawaysQueryOptions } from '@/lib/active-giveaways';
import { dutchAuctionsQueryOptions } from '@/features/dutch-auctions/api/get-dutch-auctions';
import { ALL_PRODUCTS, productsWithSalesQueryOptions } from '@/features/products/api/get-products-with-sales';
import { stockQueryOptions } from '@/features/products/api/get-stock';
import { SavingsBanner } from '@/features/landing/components/savings-banner';
import { SectionNav } from '@/features/shop-page/components/section-nav';
import { queryClient } from '@/lib/query-client';

const loadProductsSection = () => import('@/features/products/components/products-section');

/** The products block is its own chunk: the landing page never downloads it. */
const LazyProductsSection = lazy(async () => ({ default: (await loadProductsSection()).ProductsSection }));

/** The products block, once preloadShopPage has it: rendered at once, without a Suspense fallback first. */
let preloadedSection: ComponentType | null = null;

const loadGravitySalesSection = () => import('@/features/dutch-auctions/components/gravity-sales-section');

/** The gravity sales list: its own chunk too, so the landing page's bundle stays as it was. */
const LazyGravitySalesSection = lazy(async () => ({ default: (await loadGravitySalesSection()).GravitySalesSection }));

let preloadedGravitySales: ComponentType | null = null;

const loadDailyDealsSection = () => import('@/features/daily-deals/components/daily-deals-section');

/** The daily deals: their own chunk as well. */
const LazyDailyDealsSection = lazy(async () => ({ default: (await loadDailyDealsSection()).DailyDealsSection }));

let preloadedDailyDeals: ComponentType | null = null;

const loadGiveawaysSection = () => import('@/features/giveaways/components/giveaways-section');

/** The giveaways: their own chunk too. */
const LazyGiveawaysSection = lazy(async () => ({ default: (await loadGiveawaysSection()).GiveawaysSection }));

let preloadedGiveaways: ComponentType | null = null;

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
 * side by side, and the first product's picture (the page's largest) as soon as
 * its address is known. Resolves once both are in, or after `maxWaitMs` (the
 * page then shows its loading state as usual): the first render, awaiting it,
 * shows the products themselves.
 */
export async function preloadShopPage(maxWaitMs: number): Promise<void> {
  const firstPage = productsWithSalesQueryOptions(ALL_PRODUCTS);
  const section = loadProductsSection().then((module) => {
    preloadedSection = module.ProductsSection;
  });
  const gravitySales = loadGravitySalesSection().then((module) => {
    preloadedGravitySales = module.GravitySalesSection;
  });
  const dailyDeals = loadDailyDealsSection().then((module) => {
    preloadedDailyDeals = module.DailyDealsSection;
  });
  void queryClient.prefetchQuery(dutchAuctionsQueryOptions()); // not awaited: the list shows its own loading state
  void queryClient.prefetchQuery(dailyDealsQueryOptions());
  void queryClient.prefetchQuery(stockQueryOptions()); // the cards' stock words follow when it answers
  void queryClient.prefetchQuery(activeGiveawaysQueryOptions());
  void loadGiveawaysSection()
    .then((module) => {
      preloadedGiveaways = module.GiveawaysSection;
    })
    .catch(() => undefined); // not awaited: the section is absent until it is in
  const products = queryClient.prefetchInfiniteQuery(firstPage).then(() => {
    const picture = queryClient.getQueryData(firstPage.queryKey)?.pages[0]?.items[0]?.images[0];
    if (picture) preloadImage(picture);
  });
  const ready = Promise.all([section, gravitySales, dailyDeals, products]).catch(() => undefined); // a failure shows when the page renders
  await Promise.race([ready, new Promise((resolve) => window.setTimeout(resolve, maxWaitMs))]);
}

/** The shop page (docs/product/engagement.md §2 "Home/shop page"): its blocks in order; the products block last. */
export function ProductsRoute() {
  // Chosen once per visit to the page: switching later would remount the block and lose its filter.
  const [ProductsSection] = useState(() => preloadedSection ?? LazyProductsSection);
  const [GravitySalesSection] = useState(() => preloadedGravitySales ?? LazyGravitySalesSection);
  const [DailyDealsSection] = useState(() => preloadedDailyDeals ?? LazyDailyDealsSection);
  const [GiveawaysSection] = useState(() => preloadedGiveaways ?? LazyGiveawaysSection);
  const giveaways = useQuery(activeGiveawaysQueryOptions());
  return (
    <ContentLayout title="Shop" description="Handmade watercolor paints, sets, brushes and more.">
      <SavingsBanner />
      <SectionNav giveaways={!!giveaways.data?.length} />
      {/* No fallback: the section is absent while there are no deals, so nothing shows while its code loads either. */}
      <Suspense fallback={null}>
        <DailyDealsSection />
      </Suspense>
      <Suspense fallback={<LoadingBlock label="Loading gravity sales..." />}>
        <GravitySalesSection />
      </Suspense>
      {/* No fallback: like the deals, the section is absent while no giveaway is active. */}
      <Suspense fallback={null}>
        <GiveawaysSection />
      </Suspense>
      <Suspense fallback={<LoadingBlock label="Loading products..." />}>
        <ProductsSection />
      </Suspense>
    </ContentLayout>
  );
}
