import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogLineRequest, CatalogPricedLine, CatalogPricingAnswer, PAN_SIZES, PanSize, parseLineId } from '@shop/contracts';
import { effectiveUnitPrice, fullPanFromHalf, grandeFromHalf } from '@shop/pricing';
import { CatalogPriceRows } from './catalog-price-rows';
import { discountsFor } from './product-pricing';
import type { ProductRow } from './product-row';
import { ACTIVE_SALE_TIMERS, ActiveSaleTimers } from './products-with-sales.service';


const SIZE_LABELS: Record<PanSize, string> = { half: 'Half Pan', full: 'Full Pan', grande: 'Grande' };

/** "Opera Pink Half Pan" as a full pan is "Opera Pink Full Pan"; "Set of 12" as a grande is "Set of 12 - Grande". */
function nameWithSize(name: string, size: PanSize | null): string {
  if (!size) return name;
  const label = SIZE_LABELS[size];
  const existing = Object.values(SIZE_LABELS).find((l) => name.includes(l));
  if (existing) return name.replace(existing, label);
  return `${name} - ${label}`;
}

/** Pan sizes are offered for Individual Colors and for products with a full-pan or grande price; others are sold as they are. */
function hasPanSizes(row: ProductRow): boolean {
  return row.category === 'Individual Colors' || row.full_pan_price_cents !== null || row.grande_price_cents !== null;
}

function sizeListCents(row: ProductRow, size: PanSize | null): number {
  if (size === 'full') return row.full_pan_price_cents ?? fullPanFromHalf(row.price_cents);
  if (size === 'grande') return row.grande_price_cents ?? grandeFromHalf(row.price_cents);
  return row.sale_price_cents ?? row.price_cents; // decisions.md §2: the half pan is `price`, replaced by a sale price
}

/** Prices cart lines from the catalogue (decisions.md §2), for commerce's quote and checkout. */
@Injectable()
export class CatalogPricingService {
  constructor(
    private readonly rows: CatalogPriceRows,
    @Inject(ACTIVE_SALE_TIMERS) private readonly timers: ActiveSaleTimers,
  ) {}

  async priceLines(requests: CatalogLineRequest[]): Promise<CatalogPricingAnswer> {
    const parsed = requests.map((r) => ({ lineId: r.lineId, id: parseLineId(r.lineId) }));
    const productIds = [...new Set(parsed.flatMap((p) => (p.id ? [p.id.productId] : [])))];
    const variantIds = parsed.flatMap((p) => (p.id?.suffix && !(PAN_SIZES as readonly string[]).includes(p.id.suffix) ? [p.id.suffix.toLowerCase()] : []));
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
      const suffixSize = id.suffix !== null && (PAN_SIZES as readonly string[]).includes(id.suffix) ? (id.suffix as PanSize) : null;
      const variant = id.suffix && !suffixSize ? variantById.get(id.suffix.toLowerCase()) : undefined;
      const badVariant = id.suffix && !suffixSize && (!variant || variant.product_id !== product.id);
      const badSize = suffixSize && suffixSize !== 'half' && !hasPanSizes(product);
      if (badVariant || badSize) {
        unknown.push(lineId);
        continue;
      }
      const size = suffixSize && hasPanSizes(product) ? suffixSize : null;
      const listCents = variant ? variant.sale_price_cents ?? variant.price_cents ?? sizeListCents(product, null) : sizeListCents(product, size);
      const unit = effectiveUnitPrice(listCents, discountsFor(product, timers, now));
      lines.push({
        lineId,
        productId: product.id,
        variantId: variant?.id ?? null,
        size,
        name: variant ? `${product.name} - ${variant.name}` : nameWithSize(product.name, size),
        category: product.category,
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
