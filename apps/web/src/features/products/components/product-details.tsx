import { useState } from 'react';
import { DEFAULT_SALE_TIMER_MESSAGE, PAN_SIZES, unitsLeft, type PanSize, type ProductView, type ProductWithSales } from '@shop/contracts';
import { PAN_SIZE_LABELS, SOFT_PASTELS_CATEGORY, offersPanSizes } from '@shop/pricing';
import { toast } from '@/components/ui/toast/use-toast';
import { SESSION_KEYS } from '@/lib/session';
import { storage } from '@/lib/storage';
import { addToCart } from '@/lib/cart-store';
import { useProductVariants } from '../api/get-product-variants';
import { useStock } from '../api/get-stock';
import { useTargetingTimer } from '../hooks/use-targeting-timer';
import { WATERCOLOR_SETS } from '../types';
import { extenderLine, panSelection, singleSelection, variantSelection, type Selection } from '../utils/cart-lines';
import { panPrice, variantPrice } from '../utils/pricing';
import { chosenStockItem, isSoldOut } from '../utils/stock';
import { AddToCartBar } from './add-to-cart-bar';
import { SoftPastelsBadge } from './product-card';
import { ExtenderPicker } from './extender-picker';
import { DialogTitleBar } from '@/components/ui/dialog-title-bar';
import { NotifyWhenBack } from './notify-when-back';
import { OptionList } from './option-list';
import { PriceTag } from './price-tag';
import { ProductGallery } from '@/components/ui/product-gallery';
import { ProductReviews } from './product-reviews';
import { ProductVariantsStatus } from './product-variants-status';
import { SaleCountdown } from './sale-countdown';
import { StockLabel } from './stock-label';

export type ProductDetailsProps = { product: ProductWithSales; titleId: string; onClose: () => void };

/** An option's stock words ('Only 2 left', 'Sold out') under its name; nothing when plenty is left or it is not counted. */
function OptionStock({ left }: { left: number | null }) {
  return <StockLabel left={left} testId="product-option-stock-label" className="block" />;
}

/** What the product dialog shows: pictures, the choice of option or size, extenders, reviews and the price to add. */
export function ProductDetails({ product, titleId, onClose }: ProductDetailsProps) {
  const variants = useProductVariants(product.id);
  const stock = useStock();
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
  const leftOf = (optionId: string | null, size: PanSize) =>
    unitsLeft(stock, product.id, chosenStockItem(product, { variantId: optionId, panSize: size }));
  const chosenItem = chosenStockItem(product, { variantId: selectedVariant?.id ?? null, panSize });
  const left = selection ? unitsLeft(stock, product.id, chosenItem) : null;

  function toggleExtender(extender: ProductView) {
    setExtenders((current) => {
      const next = new Map(current);
      if (next.has(extender.id)) next.delete(extender.id);
      else next.set(extender.id, extender);
      return next;
    });
  }

  function handleAdd() {
    if (!selection || isSoldOut(left)) return;
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
            <ProductVariantsStatus
              hasVariants={product.hasVariants}
              variants={variants}
              soldOut={product.hasVariants && variants.isSuccess && available.length === 0}
            />

            {selectedVariant ? (
              <OptionList
                legend="Choose an option"
                testId="variant-options"
                value={selectedVariant?.id ?? null}
                onChange={setVariantId}
                options={available.map((variant) => ({
                  value: variant.id,
                  label: variant.name,
                  detail: (
                    <>
                      {variant.description}
                      <OptionStock left={leftOf(variant.id, panSize)} />
                    </>
                  ),
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
                    detail: <OptionStock left={leftOf(null, size)} />,
                    price: <PriceTag value={panPrice(product, size)} />,
                  }))}
                />
              )
            )}

            {/* Keyed by the item: another choice asks afresh. */}
            {selection && <NotifyWhenBack key={chosenItem} productId={product.id} item={chosenItem} soldOut={isSoldOut(left)} />}

            {/* After the choice of size or option, which a phone shows without scrolling. */}
            {product.description && (
              <p id={descriptionId} className="whitespace-pre-line text-ink">
                {product.description}
              </p>
            )}

            {offersExtenders && <ExtenderPicker productId={product.id} selected={new Set(extenders.keys())} onToggle={toggleExtender} />}

            <ProductReviews reviews={product.reviews} headingId={`${descriptionId}-reviews`} />
          </div>
        </div>
      </div>
      <AddToCartBar price={selection?.price ?? null} left={left} onAdd={handleAdd} />
    </>
  );
}
