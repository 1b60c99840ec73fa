import type { PanSize, ProductView, ProductWithSales, VariantView } from '@shop/contracts';
import { PAN_SIZE_LABELS } from '@shop/pricing';
import type { NewCartItem } from '@/lib/cart-store';
import { extenderPrice, halfPrice, panPrice, variantPrice, type ShownPrice } from './pricing';

/** The cart lines the product dialog adds: the option or size chosen, and extender packs. */

export type Selection = { line: NewCartItem; price: ShownPrice } | null;

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

export function variantSelection(product: ProductWithSales, variant: VariantView): Selection {
  const price = variantPrice(variant, product);
  return {
    price,
    line: productLine(product, variant.id, `${product.name} - ${variant.name}`, price.price, variant.images[0]),
  };
}

/** A paint's name without a size it may already end with ('Cobalt Blue Half Pan' → 'Cobalt Blue'). */
const withoutPanSize = (name: string) => name.replace(/[\s\-–—]*(half pan|full pan|grande)\s*$/i, '').trim() || name;

/** Pan lines are named '{paint} - Half Pan' (or Full Pan, Grande): checkout groups them for shipping by that name. */
export function panSelection(product: ProductWithSales, size: PanSize): Selection {
  const price = panPrice(product, size);
  const name = `${withoutPanSize(product.name)} - ${PAN_SIZE_LABELS[size]}`;
  return { price, line: productLine(product, size, name, price.price) };
}

export function singleSelection(product: ProductWithSales): Selection {
  const price = halfPrice(product);
  return { price, line: productLine(product, 'half', product.name, price.price) };
}

export function extenderLine(extender: ProductView): NewCartItem {
  return {
    id: `${extender.id}-half`,
    name: extender.name,
    price: extenderPrice(extender).price,
    type: 'product',
    image: extender.images[0] ?? null,
    shipping: extender.shipping,
  };
}
