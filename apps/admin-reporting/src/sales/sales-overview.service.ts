import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  OrderSaleType,
  RecentSale,
  SALE_TYPE_LABELS,
  SALES_RANGE_HOURS,
  SalesByDay,
  SalesByType,
  SalesOverview,
  SalesRange,
  SaleType,
  TopProduct,
} from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { RecentSaleRow } from './reported-order-row';
import { bitsOf, SALE_KIND_BITS, saleTypesOf } from './sale-kinds';
import { DaySalesRow, KindSalesRow, ProductSalesRow } from './sales-rollup-rows';

const RECENT_SALES = 10;
const TOP_PRODUCTS = 10;
const HOUR_MS = 3_600_000;

const dollars = (cents: number | string): number => Math.round(Number(cents)) / 100;
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The Sales Overview Dashboard (docs/product/back-office.md): only paid orders count, each with its total less the owner's
 * refunds of it (reported_orders.refunded_cents) as its revenue. "Last 24 Hours" is the rolling
 * 24 hours, read from the orders themselves; 7, 30 and 90 days are today and the days before it (UTC), read from the
 * daily rollups, so the answer costs the same with 100,000 orders as with ten.
 */
@Injectable()
export class SalesOverviewService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async overview(range: SalesRange, saleType: SaleType, now = new Date()): Promise<SalesOverview> {
    const bits = bitsOf(saleType);
    const hours = SALES_RANGE_HOURS[range];
    const rolling = range === '24h';
    const since = hours === null ? null : rolling ? new Date(now.getTime() - hours * HOUR_MS) : this.firstDay(now, hours / 24);
    const [kindRows, dayRows, topProducts, recentSales] = await Promise.all([
      rolling ? this.kindRowsFromOrders(bits, since!) : this.kindRowsFromRollups(bits, since),
      rolling ? this.dayRowsFromOrders(bits, since!) : this.dayRowsFromRollups(bits, since),
      rolling ? this.topProductsFromOrders(bits, since!) : this.topProductsFromRollups(saleType, since),
      this.recentSales(bits, since),
    ]);
    const totals = { revenue: 0, orders: 0, referral: 0, subscription: 0 };
    const byType = new Map<OrderSaleType, SalesByType>(
      (Object.keys(SALE_KIND_BITS) as OrderSaleType[]).map((type) => [type, { saleType: type, revenue: 0, orders: 0 }]),
    );
    for (const row of kindRows) {
      const revenue = Number(row.revenue_cents);
      const orders = Number(row.orders);
      totals.revenue += revenue;
      totals.orders += orders;
      if (row.kinds & SALE_KIND_BITS.referral) totals.referral += revenue;
      if (row.kinds & SALE_KIND_BITS.subscription) totals.subscription += revenue;
      for (const type of saleTypesOf(row.kinds)) {
        const entry = byType.get(type)!;
        entry.revenue += revenue;
        entry.orders += orders;
      }
    }
    const salesByDay: SalesByDay[] = dayRows.map((d) => ({ date: d.day, revenue: dollars(d.revenue_cents), orders: Number(d.orders) }));
    const salesByType = [...byType.values()].map((t) => ({ ...t, revenue: dollars(t.revenue) }));
    const overview: SalesOverview = {
      range,
      saleType,
      totals: {
        totalRevenue: dollars(totals.revenue),
        totalOrders: totals.orders,
        averageOrderValue: totals.orders ? dollars(totals.revenue / totals.orders) : 0,
        referralRevenue: dollars(totals.referral),
        subscriptionRevenue: dollars(totals.subscription),
      },
      recentSales,
      topProducts,
      salesByDay,
      salesByType,
      insights: [],
    };
    overview.insights = insightsOf(overview);
    return overview;
  }

  /** Midnight UTC of the first of the last `days` days, today included. */
  private firstDay(now: Date, days: number): Date {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  }

  private kindRowsFromRollups(bits: number, since: Date | null): Promise<KindSalesRow[]> {
    return queryRows<KindSalesRow>(
      this.dataSource,
      `SELECT kinds, sum(revenue_cents) AS revenue_cents, sum(orders) AS orders FROM sales_daily
       WHERE kinds & $1 <> 0 AND ($2::date IS NULL OR day >= $2::date) GROUP BY kinds HAVING sum(orders) <> 0`,
      [bits, since && dayOf(since)],
    );
  }

  private dayRowsFromRollups(bits: number, since: Date | null): Promise<DaySalesRow[]> {
    return queryRows<DaySalesRow>(
      this.dataSource,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(revenue_cents) AS revenue_cents, sum(orders) AS orders FROM sales_daily
       WHERE kinds & $1 <> 0 AND ($2::date IS NULL OR day >= $2::date) GROUP BY day HAVING sum(orders) <> 0 ORDER BY day`,
      [bits, since && dayOf(since)],
    );
  }

  private kindRowsFromOrders(bits: number, since: Date): Promise<KindSalesRow[]> {
    return queryRows<KindSalesRow>(
      this.dataSource,
      `SELECT kinds, sum(total_cents - refunded_cents) AS revenue_cents, count(*) AS orders FROM reported_orders
       WHERE paid_at >= $2 AND kinds & $1 <> 0 GROUP BY kinds`,
      [bits, since],
    );
  }

  private dayRowsFromOrders(bits: number, since: Date): Promise<DaySalesRow[]> {
    return queryRows<DaySalesRow>(
      this.dataSource,
      `SELECT to_char((paid_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, sum(total_cents - refunded_cents) AS revenue_cents, count(*) AS orders
       FROM reported_orders WHERE paid_at >= $2 AND kinds & $1 <> 0 GROUP BY 1 ORDER BY 1`,
      [bits, since],
    );
  }

  /** All time from the running totals; a range from the days it covers. */
  private async topProductsFromRollups(saleType: SaleType, since: Date | null): Promise<TopProduct[]> {
    const rows =
      since === null
        ? await queryRows<ProductSalesRow>(
            this.dataSource,
            `SELECT name, quantity, revenue_cents, orders FROM sales_product_totals WHERE sale_type = $1 AND orders > 0
         ORDER BY revenue_cents DESC, name LIMIT ${TOP_PRODUCTS}`,
            [saleType],
          )
        : await queryRows<ProductSalesRow>(
            this.dataSource,
            `SELECT name, sum(quantity) AS quantity, sum(revenue_cents) AS revenue_cents, sum(orders) AS orders FROM sales_product_daily
         WHERE sale_type = $1 AND day >= $2::date
         GROUP BY name HAVING sum(orders) > 0 ORDER BY sum(revenue_cents) DESC, name LIMIT ${TOP_PRODUCTS}`,
            [saleType, dayOf(since)],
          );
    return rows.map(toTopProduct);
  }

  private async topProductsFromOrders(bits: number, since: Date): Promise<TopProduct[]> {
    const rows = await queryRows<ProductSalesRow>(
      this.dataSource,
      `SELECT l.name, sum(l.quantity) AS quantity, sum(l.revenue_cents) AS revenue_cents, count(DISTINCT o.id) AS orders
       FROM reported_orders o JOIN reported_order_lines l ON l.order_id = o.id
       WHERE o.paid_at >= $2 AND o.kinds & $1 <> 0
       GROUP BY l.name ORDER BY sum(l.revenue_cents) DESC, l.name LIMIT ${TOP_PRODUCTS}`,
      [bits, since],
    );
    return rows.map(toTopProduct);
  }

  private async recentSales(bits: number, since: Date | null): Promise<RecentSale[]> {
    const rows = await queryRows<RecentSaleRow>(
      this.dataSource,
      `SELECT id, order_number, email, customer_name, total_cents, kinds, item_count, paid_at FROM reported_orders
       WHERE paid_at IS NOT NULL AND kinds & $1 <> 0 AND ($2::timestamptz IS NULL OR paid_at >= $2::timestamptz)
       ORDER BY paid_at DESC, id LIMIT ${RECENT_SALES}`,
      [bits, since],
    );
    return rows.map((r) => ({
      orderId: r.id,
      orderNumber: Number(r.order_number),
      customerEmail: r.email,
      customerName: r.customer_name,
      total: dollars(r.total_cents),
      saleTypes: saleTypesOf(r.kinds),
      itemCount: r.item_count,
      paidAt: new Date(r.paid_at).toISOString(),
    }));
  }
}

const toTopProduct = (r: ProductSalesRow): TopProduct => ({
  name: r.name,
  quantity: Number(r.quantity),
  revenue: dollars(r.revenue_cents),
  orders: Number(r.orders),
});

const money = (amount: number): string => `$${amount.toFixed(2)}`;
const percent = (part: number, whole: number): string => `${Math.round((part / whole) * 100)}%`;

/** The 'Sales Insights' summary: plain sentences from the numbers above. */
export function insightsOf(o: SalesOverview): string[] {
  const { totals } = o;
  if (totals.totalOrders === 0) return [`No ${SALE_TYPE_LABELS[o.saleType].toLowerCase()} in this period yet.`];
  const insights = [
    `${totals.totalOrders} paid order${totals.totalOrders === 1 ? '' : 's'} brought in ${money(totals.totalRevenue)}, ${money(totals.averageOrderValue)} on average.`,
  ];
  const bestDay = [...o.salesByDay].sort((a, b) => b.revenue - a.revenue || a.date.localeCompare(b.date))[0];
  if (bestDay && o.salesByDay.length > 1)
    insights.push(`Best day: ${bestDay.date} with ${money(bestDay.revenue)} from ${bestDay.orders} order${bestDay.orders === 1 ? '' : 's'}.`);
  const top = o.topProducts[0];
  if (top) insights.push(`Top product: ${top.name} — ${top.quantity} sold for ${money(top.revenue)}.`);
  if (totals.totalRevenue > 0) {
    insights.push(
      `Referral sales are ${percent(totals.referralRevenue, totals.totalRevenue)} of revenue; subscriptions ${percent(totals.subscriptionRevenue, totals.totalRevenue)}.`,
    );
  }
  return insights;
}
