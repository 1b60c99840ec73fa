import { EffectivePrice } from '@shop/contracts';
import { Discount, effectiveUnitPrice, saleTimerApplies, SaleTimerTarget, SaleTimerWindow, toDollars } from '@shop/pricing';
import { ProductRow, rowPanListPrices } from './product-row';

export interface PricingTimer extends SaleTimerWindow, SaleTimerTarget {
  name: string;
  discountPercentage: number;
}

/**
 * The discounts that apply to a product right now (docs/rules.md §2): an
 * active timer of type `all` is the site-wide sale; others target its
 * category or its id; and its own running timer. The caller passes only
 * timers that are active now.
 */
export function discountsFor(row: ProductRow, activeTimers: PricingTimer[], now: Date): Discount[] {
  const discounts: Discount[] = activeTimers
    .filter((timer) => saleTimerApplies(timer, { id: row.id, category: row.category }))
    .map((timer) => ({
      source: timer.saleType === 'all' ? 'site-wide' : 'sale-timer',
      percentage: timer.discountPercentage,
      label: timer.name,
    }));
  if (row.sale_timer_end_date && row.sale_timer_discount && new Date(row.sale_timer_end_date) >= now) {
    discounts.push({ source: 'product-timer', percentage: row.sale_timer_discount, label: row.sale_timer_message ?? 'Limited Time Sale!' });
  }
  return discounts;
}

function priced(listCents: number, discounts: Discount[]): EffectivePrice {
  const unit = effectiveUnitPrice(listCents, discounts);
  return {
    original: toDollars(listCents),
    price: toDollars(unit.cents),
    discountPercentage: unit.discount?.percentage ?? 0,
    source: (unit.discount?.source as EffectivePrice['source']) ?? null,
    label: unit.discount?.label ?? null,
  };
}

/** Half, full and grande list prices (a sale price replaces the half-pan list price), each after the largest discount. */
export function effectivePrices(row: ProductRow, discounts: Discount[]) {
  const list = rowPanListPrices(row);
  return { half: priced(list.half, discounts), full: priced(list.full, discounts), grande: priced(list.grande, discounts) };
}
