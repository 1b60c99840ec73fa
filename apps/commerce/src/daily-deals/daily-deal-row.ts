import { DailyDealSale, DailyDealStatus, DailyDealView } from '@shop/contracts';
import { dealDiscountPercent, toDollars } from '@shop/pricing';

export interface DealRow {
  id: string;
  title: string;
  description: string | null;
  images: string[];
  original_price_cents: number;
  sale_price_cents: number;
  quantity: number;
  sold_count: number;
  max_per_shopper: number;
  status: DailyDealStatus;
  start_date: Date;
  end_date: Date;
  product_id: string | null;
  product_link: string | null;
  created_at: Date;
}

const iso = (d: Date) => new Date(d).toISOString();

export function toDealView(row: DealRow, now = new Date()): DailyDealView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: row.images ?? [],
    originalPrice: toDollars(row.original_price_cents),
    salePrice: toDollars(row.sale_price_cents),
    discountPercent: dealDiscountPercent(row.original_price_cents, row.sale_price_cents),
    quantity: row.quantity,
    soldCount: row.sold_count,
    maxPerShopper: row.max_per_shopper,
    isActive: row.status === 'active',
    status: row.status,
    isExpired: new Date(row.end_date).getTime() <= now.getTime(),
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    scheduledStartDate: iso(row.start_date),
    scheduledEndDate: iso(row.end_date),
    autoActivate: row.status === 'scheduled',
    productId: row.product_id,
    productLink: row.product_link,
    createdAt: iso(row.created_at),
  };
}

export function toDealSale(row: DealRow): DailyDealSale {
  return {
    id: row.id,
    title: row.title,
    salePrice: toDollars(row.sale_price_cents),
    soldCount: row.sold_count,
    originalPrice: toDollars(row.original_price_cents),
    description: row.description,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
  };
}
