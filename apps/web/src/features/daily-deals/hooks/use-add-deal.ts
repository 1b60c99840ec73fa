import type { DailyDealView } from '@shop/contracts';
import { toast } from '@/components/ui/toast/use-toast';
import { SESSION_KEYS } from '@/lib/session';
import { storage } from '@/lib/storage';
import { DEAL_MESSAGES } from '../constants';
import { addDealToCart } from '../utils/add-deal-to-cart';

/** Adds one unit and says so (the admin-tracking toast of product add-to-cart), or 'Failed to add item to cart' and why. */
export function useAddDeal() {
  return (deal: DailyDealView): boolean => {
    let result: ReturnType<typeof addDealToCart>;
    try {
      result = addDealToCart(deal);
    } catch {
      result = { added: false, reason: 'Please try again.' };
    }
    if (!result.added) {
      toast({ title: DEAL_MESSAGES.addFailed, description: result.reason, variant: 'destructive' });
      return false;
    }
    const customer = storage.get(SESSION_KEYS.email) || 'Guest';
    toast({ title: 'Added to Cart', description: `${deal.title} added to the cart for ${customer}.`, variant: 'success' });
    return true;
  };
}
