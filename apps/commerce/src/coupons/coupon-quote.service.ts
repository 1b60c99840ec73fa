import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ApplyCouponDto,
  COUPON_CODE_REQUIRED,
  COUPON_NOT_VALID,
  CouponApplyResult,
  CouponValidation,
  ValidateCouponDto,
  ValidatedCoupon,
} from '@shop/contracts';
import { serviceError } from '@shop/platform';
import { couponDiscountCents, couponProblem, couponProblemMessage, CouponRule, toCents, toDollars } from '@shop/pricing';
import { CouponForOrder, couponForCode, discountOf } from './coupon-reads';

/**
 * What a code is worth to the shopper (docs/product/shopper.md §5; docs/rules.md §3 step 6): the coupon check and the
 * rule the cart and checkout price with. The arithmetic is libs/pricing's; nothing here writes.
 */
@Injectable()
export class CouponQuoteService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * POST /api/coupons/validate: whether the code applies to this subtotal now,
   * and what it takes off. An unknown code is "not valid" like a switched-off
   * one, so the answer never says which codes exist.
   */
  async validate(input: ValidateCouponDto, now = new Date()): Promise<CouponValidation> {
    const found = await this.lookUp(input.code);
    if (!found) return notValid(COUPON_NOT_VALID);
    const subtotal = toCents(input.orderTotal);
    const problem = couponProblem(found.rule, subtotal, now);
    if (problem) return notValid(couponProblemMessage(problem, found.rule));
    const discount = toDollars(couponDiscountCents(found.rule, subtotal, now));
    return { valid: true, error: null, coupon: validatedCoupon(found.rule), savings: discount, discountAmount: discount };
  }

  /**
   * POST /api/coupons/apply, kept for the documented client, which calls it at
   * checkout "to track usage". Usage is counted when an order is paid
   * (docs/rules.md §6, CouponRedemptionService.redeem), so this only says whether the code could be
   * used (its minimum order aside) and changes nothing.
   */
  async apply(input: ApplyCouponDto, now = new Date()): Promise<CouponApplyResult> {
    const found = await this.lookUp(input.code);
    if (!found) return { valid: false, message: COUPON_NOT_VALID };
    const problem = couponProblem(found.rule, found.rule.minimumOrderCents ?? 0, now);
    if (problem) return { valid: false, message: couponProblemMessage(problem, found.rule) };
    return { valid: true, message: 'Coupon accepted. Its use is counted when your order is paid.' };
  }

  /** The in-process API of the cart pricer: the coupon behind a code, in the caller's transaction (coupon-reads.ts). */
  ruleForCode(manager: EntityManager, code: string): Promise<CouponForOrder | null> {
    return couponForCode(manager, code);
  }

  /** The coupon behind a code the shopper typed; a blank code is 400 (docs/product/shopper.md §5). */
  private async lookUp(code: string): Promise<CouponForOrder | null> {
    const normal = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!normal) throw serviceError('BAD_REQUEST', COUPON_CODE_REQUIRED);
    return couponForCode(this.dataSource.manager, normal);
  }
}

function validatedCoupon(rule: CouponRule): ValidatedCoupon {
  return { name: rule.name, code: rule.code, ...discountOf(rule.discountType, rule.discountValue), discountType: rule.discountType };
}

function notValid(error: string): CouponValidation {
  return { valid: false, error, coupon: null, savings: 0, discountAmount: 0 };
}
