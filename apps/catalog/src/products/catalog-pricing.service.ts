import { Inject, Injectable } from '@nestjs/common';
import { CatalogLineRequest, CatalogPricedLine, CatalogPricingAnswer, parseLineId } from '@shop/contracts';
import { effectiveUnitPrice, isPanSize, PAN_SIZE_LABELS, PanSize } from '@shop/pricing';
import { CatalogPriceRows } from './catalog-price-rows';
import { discountsFor } from './product-pricing';
import { ProductRow, rowOffersPanSizes, rowPanListPrices } from './product-row';
import { ACTIVE_SALE_TIMERS, ActiveSaleTimers } from './products-with-sales.service';

/** "Opera Pink Half Pan" as a full pan is "Opera Pink Full Pan"; "Set of 12" as a grande is "Set of 12 - Grande". */
function nameWithSize(name: string, size: PanSize | null): string {
  if (!size) return name;
  const label = PAN_SIZE_LABELS[size];
  const existing = Object.values(PAN_SIZE_LABELS).find((l) => name.includes(l));
  if (existing) return name.replace(existing, label);
  return `${name} - ${label}`;
}

/** A product line's list price: its pan size's, or the half pan's (`price`, or its sale price) when sold as it is. */
function sizeListCents(row: ProductRow, size: PanSize | null): number {
  return rowPanListPrices(row)[size ?? 'half'];
}

/** Prices cart lines from the catalogue (docs/rules.md §2), for commerce's quote and checkout. */
@Injectable()
export class CatalogPricingService {
  constructor(
    private readonly rows: CatalogPriceRows,
    @Inject(ACTIVE_SALE_TIMERS) private readonly timers: ActiveSaleTimers,
  ) {}

  async priceLines(requests: CatalogLineRequest[]): Promise<CatalogPricingAnswer> {
    const parsed = requests.map((r) => ({ lineId: r.lineId, id: parseLineId(r.lineId) }));
    const productIds = [...new Set(parsed.flatMap((p) => (p.id ? [p.id.productId] : [])))];
    const variantIds = parsed.flatMap((p) => (p.id?.suffix && !isPanSize(p.id.suffix) ? [p.id.suffix.toLowerCase()] : []));
    const now = new Date();
    const [productById, variantById, timers] = await Promise.all([
      this.rows.activeProducts(productIds),
      this.rows.availableVariants(variantIds),
      this.timers.activeTimers(now),
    ]);

    const lines: CatalogPricedLine[] = [];
    const unknown: string[] = [];
    for (const { lineId, id } of parsed) {
      const product = id && productById.get(id.productId);
      if (!id || !product) {
        unknown.push(lineId);
        continue;
      }
      const suffixSize = isPanSize(id.suffix) ? id.suffix : null;
      const variant = id.suffix && !suffixSize ? variantById.get(id.suffix.toLowerCase()) : undefined;
      const badVariant = id.suffix && !suffixSize && (!variant || variant.product_id !== product.id);
      const badSize = suffixSize && suffixSize !== 'half' && !rowOffersPanSizes(product);
      if (badVariant || badSize) {
        unknown.push(lineId);
        continue;
      }
      const size = suffixSize && rowOffersPanSizes(product) ? suffixSize : null;
      const listCents = variant ? (variant.sale_price_cents ?? variant.price_cents ?? sizeListCents(product, null)) : sizeListCents(product, size);
      const unit = effectiveUnitPrice(listCents, discountsFor(product, timers, now));
      lines.push({
        lineId,
        productId: product.id,
        variantId: variant?.id ?? null,
        size,
        name: variant ? `${product.name} - ${variant.name}` : nameWithSize(product.name, size),
        category: product.category,
        paintCount: product.paint_count ?? null,
        listCents,
        unitCents: unit.cents,
        discount: unit.discount ? { source: unit.discount.source, percentage: unit.discount.percentage, label: unit.discount.label } : null,
        shippingCents: product.shipping_cents,
        image: variant?.images[0] ?? product.images[0] ?? null,
      });
    }
    return { lines, unknown };
  }
}
