import { EntityManager } from 'typeorm';
import { Coupon, COUPON_CODE_SHAPE, CouponDiscountType } from '@shop/contracts';
import { queryRows } from '@shop/platform';
import { CouponRule, toDollars } from '@shop/pricing';
import { CouponRow, RedeemableCouponRow } from './coupon-row';

/** What the checkout reads of a coupon: its id and the pricing rule (libs/pricing). */
export interface CouponForOrder {
  id: string;
  rule: CouponRule;
}

/**
 * The coupon behind a code (trimmed, upper-cased) as libs/pricing reads it,
 * or null when no coupon has that code. `redeemed` is true when the coupon
 * is single-use and an order holds or has redeemed it.
 */
export async function couponForCode(manager: EntityManager, code: string): Promise<CouponForOrder | null> {
  const normal = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!COUPON_CODE_SHAPE.test(normal)) return null;
  const [row] = await queryRows<RedeemableCouponRow>(
    manager,
    `SELECT c.*, (c.is_single_use AND EXISTS (
         SELECT 1 FROM coupon_holds h WHERE h.coupon_id = c.id AND h.single_use AND h.status IN ('held', 'redeemed')
       )) AS redeemed
     FROM coupons c WHERE c.code = $1`,
    [normal],
  );
  return row ? { id: row.id, rule: toRule(row) } : null;
}

function toRule(row: CouponRow & { redeemed?: boolean }): CouponRule {
  return {
    code: row.code,
    name: row.name,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minimumOrderCents: row.minimum_order_cents,
    expiresAt: row.expires_at,
    isActive: row.is_active,
    isSingleUse: row.is_single_use,
    redeemed: !!row.redeemed,
  };
}

/** A percentage coupon's value is its percent; a fixed one's is dollars. */
export function discountOf(type: CouponDiscountType, stored: number): { discountPercentage: number | null; discountValue: number } {
  return type === 'percentage'
    ? { discountPercentage: stored, discountValue: stored }
    : { discountPercentage: null, discountValue: toDollars(stored) };
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    ...discountOf(row.discount_type, row.discount_value),
    discountType: row.discount_type,
    isSingleUse: row.is_single_use,
    minimumOrderAmount: row.minimum_order_cents === null ? null : toDollars(row.minimum_order_cents),
    expiryDate: row.expires_at ? row.expires_at.toISOString() : null,
    isActive: row.is_active,
    usageCount: row.usage_count,
    createdAt: row.created_at.toISOString(),
  };
}
