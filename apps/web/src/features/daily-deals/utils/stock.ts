import { DEAL_LOW_STOCK_AT, type DailyDealView } from '@shop/contracts';

export type DealStock = { left: number; soldOut: boolean; low: boolean; soldPercent: number };

/** Units left, sold out at 0, the 'left!' warning at 3 or fewer, progress = sold ÷ quantity (docs/product/engagement.md §9). */
export function dealStock(deal: Pick<DailyDealView, 'quantity' | 'soldCount'>): DealStock {
  const left = Math.max(0, deal.quantity - deal.soldCount);
  const soldPercent = deal.quantity > 0 ? Math.min(100, Math.round((deal.soldCount / deal.quantity) * 100)) : 100;
  return { left, soldOut: left === 0, low: left > 0 && left <= DEAL_LOW_STOCK_AT, soldPercent };
}
