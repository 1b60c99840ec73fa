export const SalesPatterns = {
  overview: 'admin-reporting.sales.overview',
  /** {id} → {email} of a reported shopper (404 if none): the gateway then asks commerce for her subscription orders. */
  customerEmail: 'admin-reporting.sales.customer-email',
} as const;

/** The Sales Overview Dashboard's ranges (docs/product/back-office.md "Sales Overview Dashboard"). */
export const SALES_RANGES = ['24h', '7d', '30d', '90d', 'all'] as const;
export type SalesRange = (typeof SALES_RANGES)[number];
export const DEFAULT_SALES_RANGE: SalesRange = '7d';
/** The ranges as bare day counts (docs/product/back-office.md §9: 1, 7, 30, 90 days), each the same as its range. */
export const SALES_RANGE_DAY_ALIASES: Readonly<Record<string, SalesRange>> = { 1: '24h', 7: '7d', 30: '30d', 90: '90d' };

/** A range as sent: a day count becomes its range; anything else is left for the validator to judge. */
export function salesRangeOf(value: unknown): unknown {
  return typeof value === 'string' && Object.hasOwn(SALES_RANGE_DAY_ALIASES, value) ? SALES_RANGE_DAY_ALIASES[value] : value;
}
export const SALES_RANGE_LABELS: Record<SalesRange, string> = {
  '24h': 'Last 24 Hours',
  '7d': '7 Days',
  '30d': '30 Days',
  '90d': '90 Days',
  all: 'All Time',
};
/** How far back each range reaches, in hours; null is all time. */
export const SALES_RANGE_HOURS: Record<SalesRange, number | null> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  '90d': 90 * 24,
  all: null,
};

export const SALE_TYPES = ['all', 'referral', 'subscription', 'product', 'daily-deal'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
export const DEFAULT_SALE_TYPE: SaleType = 'all';
export const SALE_TYPE_LABELS: Record<SaleType, string> = {
  all: 'All Sales',
  referral: 'Referral Sales',
  subscription: 'Subscription Sales',
  product: 'Product Orders',
  'daily-deal': 'Daily Deal Sales',
};
/** The kind one paid order counts as ('all' is every kind). */
export type OrderSaleType = Exclude<SaleType, 'all'>;

export interface RecentSale {
  orderId: string;
  orderNumber: number;
  customerEmail: string;
  customerName: string | null;
  total: number;
  /** Every kind the order counts as: a referred order with a subscription line is both. */
  saleTypes: OrderSaleType[];
  itemCount: number;
  paidAt: string;
}

export interface TopProduct {
  name: string;
  quantity: number;
  revenue: number;
  orders: number;
}

export interface SalesByDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  revenue: number;
  orders: number;
}

export interface SalesByType {
  saleType: OrderSaleType;
  revenue: number;
  orders: number;
}

/** GET /api/admin/sales-overview — only paid orders count as sales. Money in the shop's currency, two decimals. */
export interface SalesOverview {
  range: SalesRange;
  saleType: SaleType;
  /** The five total cards. */
  totals: {
    totalRevenue: number;
    totalOrders: number;
    averageOrderValue: number;
    referralRevenue: number;
    subscriptionRevenue: number;
  };
  /** The four lists: the latest 10 sales, the top 10 products, revenue per day and per sale type. */
  recentSales: RecentSale[];
  topProducts: TopProduct[];
  salesByDay: SalesByDay[];
  salesByType: SalesByType[];
  /** The 'Sales Insights' summary, one sentence each. */
  insights: string[];
}
