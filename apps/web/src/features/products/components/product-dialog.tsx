import { useState } from 'react';
import {
  DEFAULT_SALE_TIMER_MESSAGE,
  PAN_SIZES,
  type PanSize,
  type ProductView,
  type ProductWithSales,
  type VariantView,
} from '@shop/contracts';
import { PAN_SIZE_LABELS, SOFT_PASTELS_CATEGORY, offersPanSizes } from '@shop/pricing';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { SESSION_KEYS } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useActiveSaleTimers } from '../api/get-active-sale-timers';
import { useProductVariants } from '../api/get-product-variants';
import { addToCart, type NewCartItem } from '@/lib/cart-store';
import { WATERCOLOR_SETS } from '../types';
import { extenderPrice, halfPrice, panPrice, variantPrice, type ShownPrice } from '../utils/pricing';
import { SoftPastelsBadge } from './product-card';
import { ExtenderPicker } from './extender-picker';
import { DialogTitleBar } from './dialog-title-bar';
import { OptionList } from './option-list';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import { SaleCountdown } from './sale-countdown';

/** The running sale timer (targeting this product's category or id) behind its current price, if any. */
function useTargetingTimer(product: ProductWithSales) {
  const half = product.effectivePrices.half;
  const timers = useActiveSaleTimers();
  if (half.source !== 'sale-timer') return null;
  return (
    timers.data?.find(
      (t) =>
        t.name === half.label &&
        ((t.saleType === 'category' && (t.targetCategories ?? []).includes(product.category)) ||
          (t.saleType === 'specific' && (t.targetProductIds ?? []).includes(product.id))),
    ) ?? null
  );
}

type Selection = { line: NewCartItem; price: ShownPrice } | null;

function productLine(product: ProductWithSales, suffix: string, name: string, price: number, image?: string) {
  return {
    id: `${product.id}-${suffix}`,
    name,
    price,
    type: 'product',
    image: image ?? product.images[0] ?? null,
    shipping: product.shipping,
  } satisfies NewCartItem;
}

function variantSelection(product: ProductWithSales, variant: VariantView): Selection {
  const price = variantPrice(variant, product);
  return {
    price,
    line: productLine(product, variant.id, `${product.name} - ${variant.name}`, price.price, variant.images[0]),
  };
}

/** A paint's name without a size it may already end with ('Cobalt Blue Half Pan' → 'Cobalt Blue'). */
const withoutPanSize = (name: string) => name.replace(/[\s\-–—]*(half pan|full pan|grande)\s*$/i, '').trim() || name;

/** Pan lines are named '{paint} - Half Pan' (or Full Pan, Grande): checkout groups them for shipping by that name. */
function panSelection(product: ProductWithSales, size: PanSize): Selection {
  const price = panPrice(product, size);
  const name = `${withoutPanSize(product.name)} - ${PAN_SIZE_LABELS[size]}`;
  return { price, line: productLine(product, size, name, price.price) };
}

function singleSelection(product: ProductWithSales): Selection {
  const price = halfPrice(product);
  return { price, line: productLine(product, 'half', product.name, price.price) };
}

function extenderLine(extender: ProductView): NewCartItem {
  return {
    id: `${extender.id}-half`,
    name: extender.name,
    price: extenderPrice(extender).price,
    type: 'product',
    image: extender.images[0] ?? null,
    shipping: extender.shipping,
  };
}

type ProductDetailsProps = { product: ProductWithSales; titleId: string; onClose: () => void };

function ProductDetails({ product, titleId, onClose }: ProductDetailsProps) {
  const variants = useProductVariants(product.id);
  const timer = useTargetingTimer(product);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [panSize, setPanSize] = useState<PanSize>('half');
  const [extenders, setExtenders] = useState<Map<string, ProductView>>(() => new Map());

  const available = (variants.data ?? []).filter((v) => v.isAvailable);
  const offersExtenders = product.category === WATERCOLOR_SETS && product.hasExtenders;
  const variantsBlocking = product.hasVariants && (variants.isPending || variants.isError);

  const selectedVariant = available.find((v) => v.id === variantId) ?? available[0] ?? null;

  let selection: Selection = null;
  if (selectedVariant) {
    selection = variantSelection(product, selectedVariant);
  } else if (!variantsBlocking) {
    selection = offersPanSizes(product) ? panSelection(product, panSize) : singleSelection(product);
  }
  // A paint's title names the size chosen ('Cobalt Blue - Grande'): what goes into the cart.
  const title = selection && !selectedVariant ? selection.line.name : product.name;

  function toggleExtender(extender: ProductView) {
    setExtenders((current) => {
      const next = new Map(current);
      if (next.has(extender.id)) next.delete(extender.id);
      else next.set(extender.id, extender);
      return next;
    });
  }

  function handleAdd() {
    if (!selection) return;
    addToCart(selection.line);
    for (const extender of extenders.values()) addToCart(extenderLine(extender));
    const customer = storage.get(SESSION_KEYS.email) || 'Guest';
    const extra = extenders.size ? ` with ${extenders.size} extender pack${extenders.size === 1 ? '' : 's'}` : '';
    toast({
      title: 'Added to Cart',
      description: `${selection.line.name}${extra} added to the cart for ${customer}.`,
      variant: 'success',
    });
    onClose();
  }

  const descriptionId = `product-${product.id}-description`;

  return (
    <>
      <DialogTitleBar titleId={titleId} testId="product-dialog-title" onClose={onClose}>
        {title}
      </DialogTitleBar>
      <div className="flex-1 overflow-y-auto px-4 pb-6 sm:px-6">
        <div className="grid gap-5 md:grid-cols-2">
          <ProductGallery images={product.images} name={product.name} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-ink-soft">{product.category}</span>
              {product.category === SOFT_PASTELS_CATEGORY && <SoftPastelsBadge />}
            </div>
            {product.saleTimerEnabled && product.saleTimerEndDate && (
              <SaleCountdown
                key={product.saleTimerEndDate}
                endTime={product.saleTimerEndDate}
                message={product.saleTimerMessage || DEFAULT_SALE_TIMER_MESSAGE}
              />
            )}
            {timer && <SaleCountdown key={timer.endTime} endTime={timer.endTime} message={timer.name} />}
            {variants.isPending && product.hasVariants && (
              <p className="flex items-center gap-2 text-sm text-ink-soft">
                <Spinner size="sm" label="" /> Loading options...
              </p>
            )}
            {variants.isError && (
              <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
                <p>{getErrorMessage(variants.error, 'The options of this product did not load.')}</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => variants.refetch()}>
                  Try again
                </Button>
              </div>
            )}
            {product.hasVariants && variants.isSuccess && available.length === 0 && (
              <p className="rounded-xl bg-paper-deep p-3 text-sm text-ink-soft">Every option of this product is sold.</p>
            )}

            {selectedVariant ? (
              <OptionList
                legend="Choose an option"
                testId="variant-options"
                value={selectedVariant?.id ?? null}
                onChange={setVariantId}
                options={available.map((variant) => ({
                  value: variant.id,
                  label: variant.name,
                  detail: variant.description,
                  image: variant.images[0],
                  price: <PriceTag value={variantPrice(variant, product)} />,
                }))}
              />
            ) : (
              !variantsBlocking &&
              offersPanSizes(product) && (
                <OptionList
                  legend="Choose a size"
                  testId="pan-size-options"
                  value={panSize}
                  onChange={(value) => setPanSize(value as PanSize)}
                  options={PAN_SIZES.map((size) => ({
                    value: size,
                    label: PAN_SIZE_LABELS[size],
                    price: <PriceTag value={panPrice(product, size)} />,
                  }))}
                />
              )
            )}

            {/* After the choice of size or option, which a phone shows without scrolling. */}
            {product.description && (
              <p id={descriptionId} className="whitespace-pre-line text-ink">
                {/* After the choice of size or option, which a phone shows without scrolling. */}
            {product.description}
              </p>
            )}

            {offersExtenders && (
              <ExtenderPicker productId={product.id} selected={new Set(extenders.keys())} onToggle={toggleExtender} />
            )}

            {product.reviews.length > 0 && (
              <section aria-labelledby={`${descriptionId}-reviews`} className="flex flex-col gap-2">
                <h3 id={`${descriptionId}-reviews`} className="text-sm font-semibold text-ink">
                  Reviews
                </h3>
                <ul className="flex flex-col gap-2">
                  {product.reviews.map((review, i) => (
                    <li key={i} className="rounded-xl bg-paper-deep px-3 py-2 text-sm text-ink">
                      <span aria-hidden="true">★★★★★ </span>“{review}”
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:rounded-b-3xl sm:px-6">
        <div className="min-w-0">
          {selection ? <PriceTag value={selection.price} className="text-lg" /> : <span className="text-ink-soft">—</span>}
        </div>
        <Button data-testid="add-to-cart" onClick={handleAdd} disabled={!selection} className="shrink-0">
          Add to Cart
        </Button>
      </div>
    </>
  );
}

type ProductDialogProps = { product: ProductWithSales | null; onClose: () => void };

/** The product detail dialog (docs/product/engagement.md §2): a full screen on phones, a centred card on wider screens. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const titleId = product ? `product-${product.id}-title` : 'product-dialog-title';
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={product?.description ? `product-${product.id}-description` : undefined}
      testId="product-dialog"
      className="m-0 h-dvh backdrop:bg-black/45 max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-3xl sm:shadow-xl"
    >
      {product && (
        <div className="flex h-full max-h-[inherit] flex-col bg-white sm:max-h-[90dvh]">
          <ProductDetails key={product.id} product={product} titleId={titleId} onClose={onClose} />
        </div>
      )}
    </Modal>
  );
}
