import { useEffect, useRef, useState } from 'react';
import type { ProductWithSales } from '@shop/contracts';
import { ALL_PRODUCTS, type ProductFilter } from '../api/get-products-with-sales';
import { FILTER_SCROLL_DELAY_MS } from '../types';
import { CartSummary } from './cart-summary';
import { CategoryButtons, SubcategoryButtons } from './category-filters';
import { CategoryHeader } from './category-header';
import { ProductDialog } from './product-dialog';
import { ProductGrid } from './product-grid';
import { SiteWideSaleBanner } from './site-wide-sale-banner';

/**
 * After a filter is chosen the view scrolls, 150 ms later (docs/product/engagement.md §9),
 * so the filter bar sits under the header with the sub-filters, the category
 * header and the results below it.
 */
function useScrollAfterFilter() {
  const targetRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  function schedule() {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      targetRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }, FILTER_SCROLL_DELAY_MS);
  }
  return { targetRef, schedule };
}

/**
 * The products block of the shop page: category buttons and sub-filters, the
 * category header, the cart total, the product grid and the product dialog.
 */
export function ProductsSection() {
  const [filter, setFilter] = useState<ProductFilter>(ALL_PRODUCTS);
  const [open, setOpen] = useState<ProductWithSales | null>(null);
  const { targetRef, schedule } = useScrollAfterFilter();

  function chooseCategory(category: string | null) {
    setFilter({ category, subcategory: null }); // a new category resets the sub-filter
    schedule();
  }

  function chooseSubcategory(subcategory: string | null) {
    setFilter((current) => ({ ...current, subcategory }));
    schedule();
  }

  return (
    <section id="products" aria-labelledby="products-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="products-heading" className="font-display text-2xl font-semibold text-ink">
        Products
      </h2>
      <SiteWideSaleBanner />
      <div ref={targetRef} className="flex scroll-mt-20 flex-col gap-4">
        <CategoryButtons value={filter.category} onChange={chooseCategory} />
        {filter.category && <SubcategoryButtons category={filter.category} value={filter.subcategory} onChange={chooseSubcategory} />}
        {filter.category && <CategoryHeader category={filter.category} />}
        <CartSummary />
        <ProductGrid filter={filter} onOpen={setOpen} />
      </div>
      <ProductDialog product={open} onClose={() => setOpen(null)} />
    </section>
  );
}
