import { Inject, Injectable } from '@nestjs/common';
import { Page, ProductQueryDto, ProductWithSales } from '@shop/contracts';
import { discountsFor, effectivePrices, PricingTimer } from './product-pricing';
import { toProductView } from './product-row';
import { ProductsService } from './products.service';

/** Whatever knows the sale timers active at an instant (the sale-timers feature provides it). */
export const ACTIVE_SALE_TIMERS = Symbol('ACTIVE_SALE_TIMERS');
export interface ActiveSaleTimers {
  activeTimers(now: Date): Promise<PricingTimer[]>;
}

/** Active products with what each costs right now, per pan size (docs/rules.md §2). */
@Injectable()
export class ProductsWithSalesService {
  constructor(
    private readonly products: ProductsService,
    @Inject(ACTIVE_SALE_TIMERS) private readonly timers: ActiveSaleTimers,
  ) {}

  async list(query: ProductQueryDto): Promise<Page<ProductWithSales>> {
    const now = new Date();
    const [{ rows, total }, timers] = await Promise.all([this.products.rows(query, true), this.timers.activeTimers(now)]);
    return {
      total,
      items: rows.map((row) => ({ ...toProductView(row), effectivePrices: effectivePrices(row, discountsFor(row, timers, now)) })),
    };
  }
}
