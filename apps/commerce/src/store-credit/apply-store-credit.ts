import { EntityManager } from 'typeorm';
import { allocateStoreCredit, StoreCreditUse } from '@shop/pricing';
import type { PricedCart } from '../pricing/cart-pricer.service';
import { spendableGrants } from './store-credit-ledger';

/**
 * The cart with the shopper's store credit applied (docs/rules.md §3 step 7, §8), inside the checkout's transaction:
 * her spendable grants locked, soonest expiry first, each paying what it may — imported paint credit the items after
 * the coupon, referral credit the items and the shipping, never the tax — and the quote worked out again with their sum. With `lock` false
 * (the cart quote) nothing is held: it shows what would be applied now.
 */
export async function withStoreCredit(
  manager: EntityManager,
  email: string,
  priced: PricedCart,
  lock = true,
): Promise<{ priced: PricedCart; uses: StoreCreditUse[] }> {
  const grants = await spendableGrants(manager, email, lock);
  if (!grants.length) return { priced, uses: [] };
  const { subtotalCents, shippingCents, couponDiscountCents } = priced.quote;
  const uses = allocateStoreCredit(grants, subtotalCents - couponDiscountCents, subtotalCents + shippingCents - couponDiscountCents);
  return { priced: priced.withStoreCredit(uses.reduce((sum, use) => sum + use.cents, 0)), uses };
}
