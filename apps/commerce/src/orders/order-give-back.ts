import { EntityManager } from 'typeorm';
import { releaseAuctionUnit } from '../dutch-auctions/dutch-auction-stock';
import { CouponRedemptionService } from '../coupons/coupon-redemption.service';
import { releaseDealUnits } from '../daily-deals/daily-deal-stock';
import { returnStoreCredit } from '../store-credit/store-credit-ledger';
import { releaseStock } from '../stock/stock-ledger';

/**
 * An order that ends without being fulfilled (expired, or cancelled by an admin) gives back what it held, in the
 * transaction that ends it (docs/rules.md §6): its coupon (a pending order's hold released, a paid order's redemption
 * undone), its deal and auction units, its stock (`why` goes in the stock ledger) and the store credit it used. Each step
 * happens once however often it is called.
 */
export async function giveBackWhatOrderHeld(manager: EntityManager, coupons: CouponRedemptionService, orderId: string, why: string): Promise<void> {
  await coupons.release(manager, orderId);
  await coupons.undoRedemption(manager, orderId);
  await releaseAuctionUnit(manager, orderId);
  await releaseDealUnits(manager, orderId);
  await releaseStock(manager, orderId, why);
  await returnStoreCredit(manager, orderId);
}
