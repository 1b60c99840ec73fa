import { DAILY_DEAL_SHIPPING, DEAL_LINE_TYPE, dealLineId, type DailyDealView } from '@shop/contracts';
import { addToCart, getCart } from '@/lib/cart-store';
import { dealStock } from './stock';

export type AddDealResult = { added: true } | { added: false; reason: string };

/**
 * Puts one unit of the deal in the local cart, as product add-to-cart does; the server prices the line at
 * the deal's salePrice again (docs/api.md "Buying a deal"). Never more units than are left.
 */
export function addDealToCart(deal: DailyDealView, now = Date.now()): AddDealResult {
  const { left } = dealStock(deal);
  if (deal.isExpired || Date.parse(deal.endDate) <= now) return { added: false, reason: 'This deal has ended.' };
  if (left === 0) return { added: false, reason: 'This deal is sold out.' };
  const id = dealLineId(deal.id);
  const inCart = getCart().find((line) => line.id === id)?.quantity ?? 0;
  if (inCart >= left) {
    return {
      added: false,
      reason: `Only ${left} of this deal ${left === 1 ? 'is' : 'are'} left, and your cart holds ${inCart === 1 ? 'it' : 'them'}.`,
    };
  }
  addToCart({
    id,
    type: DEAL_LINE_TYPE,
    name: deal.title,
    price: deal.salePrice,
    image: deal.images[0] ?? null,
    shipping: DAILY_DEAL_SHIPPING,
  });
  return { added: true };
}
