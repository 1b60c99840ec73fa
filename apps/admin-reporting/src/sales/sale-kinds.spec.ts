import { SalesOverview } from '@shop/contracts';
import { bitsOf, kindsOfLines, saleTypesOf } from './sale-kinds';
import { insightsOf } from './sales-overview.service';

describe('sale kinds', () => {
  it('counts an order as every kind it is: referred, a subscription line, a deal line, any other line a product order', () => {
    expect(saleTypesOf(kindsOfLines(['product', 'mystery_box'], false))).toEqual(['product']);
    expect(saleTypesOf(kindsOfLines(['subscription'], true))).toEqual(['referral', 'subscription']);
    expect(saleTypesOf(kindsOfLines(['deal', 'auction'], false))).toEqual(['product', 'daily-deal']);
    expect(saleTypesOf(kindsOfLines([], false))).toEqual(['product']);
  });

  it('keeps every kind for all sales and one bit for a sale type', () => {
    expect(saleTypesOf(bitsOf('all'))).toEqual(['referral', 'subscription', 'product', 'daily-deal']);
    expect(saleTypesOf(bitsOf('daily-deal'))).toEqual(['daily-deal']);
  });
});

describe('sales insights', () => {
  const base: SalesOverview = {
    range: '7d',
    saleType: 'all',
    totals: { totalRevenue: 0, totalOrders: 0, averageOrderValue: 0, referralRevenue: 0, subscriptionRevenue: 0 },
    recentSales: [],
    topProducts: [],
    salesByDay: [],
    salesByType: [],
    insights: [],
  };

  it('says plainly when there are no sales', () => {
    expect(insightsOf({ ...base, saleType: 'subscription' })).toEqual(['No subscription sales in this period yet.']);
  });

  it('names the totals, the best day, the top product and the referral and subscription shares', () => {
    expect(
      insightsOf({
        ...base,
        totals: { totalRevenue: 200, totalOrders: 4, averageOrderValue: 50, referralRevenue: 50, subscriptionRevenue: 100 },
        topProducts: [{ name: 'Mop Brush', quantity: 3, revenue: 87, orders: 2 }],
        salesByDay: [
          { date: '2026-11-20', revenue: 150, orders: 3 },
          { date: '2026-11-21', revenue: 50, orders: 1 },
        ],
      }),
    ).toEqual([
      '4 paid orders brought in $200.00, $50.00 on average.',
      'Best day: 2026-11-20 with $150.00 from 3 orders.',
      'Top product: Mop Brush — 3 sold for $87.00.',
      'Referral sales are 25% of revenue; subscriptions 50%.',
    ]);
  });
});
