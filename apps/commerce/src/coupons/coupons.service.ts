import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  ApplyCouponDto, Coupon, COUPON_ALREADY_USED, COUPON_CODE_REQUIRED, COUPON_CODE_SHAPE, COUPON_CODE_TAKEN, COUPON_NOT_VALID,
  couponDiscountProblem, CouponApplyResult, CouponDeleted, CouponDiscountType, CouponEvents, CouponValidation,
  CreateCouponDto, parseCouponExpiry, PublicCoupon, UpdateCouponDto, ValidateCouponDto, ValidatedCoupon, isUuid } from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import {
  couponDiscountCents, couponProblem, couponProblemMessage, CouponRule, toCents, toDollars,
} from '@shop/pricing';
import { CouponHoldRow } from './coupon-hold-row';
import { CouponRow, RedeemableCouponRow } from './coupon-row';

const ORDER_ID_MAX_LENGTH = 100;

/** A coupon as it will be stored. */
interface CouponState {
  code: string;
  name: string;
  discountType: CouponDiscountType;
  discountValue: number;
  isSingleUse: boolean;
  minimumOrderCents: number | null;
  expiresAt: Date | null;
  isActive: boolean;
}

/** What the checkout reads of a coupon: its id and the pricing rule (libs/pricing). */
export interface CouponForOrder {
  id: string;
  rule: CouponRule;
}

/**
 * Coupons (docs/product/back-office.md "Coupons" panel; docs/product/shopper.md §3–§5, §7; docs/rules.md
 * §3 step 6, §6, §7). The arithmetic is libs/pricing's; this service stores
 * the coupons and the holds orders put on them.
 *
 * A hold is one row per order that used a coupon: `held` while the order is
 * pending, `redeemed` once it is paid (usage counted then), `released` when
 * it expires or is cancelled (a cancelled paid order's usage is uncounted).
 * A partial unique index lets a single-use coupon have at most one live
 * (held or redeemed) hold, so two checkouts can never both use it.
 */
@Injectable()
export class CouponsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The admin list, newest first, with usage counts. */
  async list(): Promise<Coupon[]> {
    const rows = await queryRows<CouponRow>(this.dataSource, 'SELECT * FROM coupons ORDER BY created_at DESC, id DESC');
    return rows.map(toCoupon);
  }

  /**
   * What a shopper may see (the referral-link form): active, unexpired
   * coupons, by code. Single-use coupons are left out: they are meant for one
   * customer, and a shared referral link cannot carry one.
   */
  async listPublic(now = new Date()): Promise<PublicCoupon[]> {
    const rows = await queryRows<CouponRow>(this.dataSource,
      `SELECT * FROM coupons
       WHERE is_active AND NOT is_single_use AND (expires_at IS NULL OR expires_at >= $1)
       ORDER BY code`,
      [now],
    );
    return rows.map((row) => {
      const coupon = toCoupon(row);
      return { id: coupon.id, code: coupon.code, discountType: coupon.discountType, discountValue: coupon.discountValue, isActive: coupon.isActive };
    });
  }

  async create(input: CreateCouponDto): Promise<Coupon> {
    const type = input.discountType ?? 'percentage';
    const state: CouponState = {
      code: input.code,
      name: input.name?.trim() || input.code,
      discountType: type,
      discountValue: settleDiscount(type, input.discountPercentage, input.discountValue),
      isSingleUse: input.isSingleUse ?? false,
      minimumOrderCents: input.minimumOrderAmount === undefined || input.minimumOrderAmount === null ? null : toCents(input.minimumOrderAmount),
      expiresAt: input.expiryDate ? parseCouponExpiry(input.expiryDate) : null,
      isActive: input.isActive ?? true,
    };
    const row = await this.unitOfWork.run(async (manager) => {
      const [inserted] = await codeClash(queryRows<CouponRow>(manager,
        `INSERT INTO coupons (code, name, discount_type, discount_value, is_single_use, minimum_order_cents, expires_at, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        stateParams(state),
      ));
      return inserted;
    });
    return toCoupon(row);
  }

  /** Changes the fields sent; the others stay. A new code must be free (409). */
  async update(id: string, changes: UpdateCouponDto): Promise<Coupon> {
    assertId(id);
    if (!Object.values(changes ?? {}).some((value) => value !== undefined)) {
      throw serviceError('BAD_REQUEST', 'Send at least one field to change');
    }
    const row = await this.unitOfWork.run(async (manager) => {
      const current = await lockedCoupon(manager, id);
      const type = changes.discountType ?? current.discount_type;
      const given = (value: unknown) => value !== undefined && value !== null;
      const keepDiscount = type === current.discount_type && !given(changes.discountPercentage) && !given(changes.discountValue);
      const code = changes.code ?? current.code;
      const state: CouponState = {
        code,
        name: changes.name === undefined ? current.name : changes.name?.trim() || code,
        discountType: type,
        discountValue: keepDiscount ? current.discount_value : settleDiscount(type, ...changedDiscount(type, current, changes)),
        isSingleUse: changes.isSingleUse ?? current.is_single_use,
        minimumOrderCents: changes.minimumOrderAmount === undefined
          ? current.minimum_order_cents
          : changes.minimumOrderAmount === null ? null : toCents(changes.minimumOrderAmount),
        expiresAt: changes.expiryDate === undefined
          ? current.expires_at
          : changes.expiryDate === null ? null : parseCouponExpiry(changes.expiryDate),
        isActive: changes.isActive ?? current.is_active,
      };
      const [updated] = await codeClash(queryRows<CouponRow>(manager,
        `UPDATE coupons SET code = $1, name = $2, discount_type = $3, discount_value = $4, is_single_use = $5,
           minimum_order_cents = $6, expires_at = $7, is_active = $8, updated_at = now()
         WHERE id = $9 RETURNING *`,
        [...stateParams(state), id],
      ));
      return updated;
    });
    return toCoupon(row);
  }

  /**
   * Deletes a coupon and its finished holds. A coupon a pending order holds
   * answers 409: the order still counts on it (switch it off instead).
   */
  async delete(id: string): Promise<CouponDeleted> {
    assertId(id);
    await this.unitOfWork.run(async (manager) => {
      await lockedCoupon(manager, id);
      const held = await queryRows(manager, `SELECT 1 FROM coupon_holds WHERE coupon_id = $1 AND status = 'held' LIMIT 1`, [id]);
      if (held.length) {
        throw serviceError('COUPON_IN_USE', 'A pending order holds this coupon. Switch it off instead, or delete it once that order is paid or expired');
      }
      await manager.query('DELETE FROM coupons WHERE id = $1', [id]);
    });
    return { id, deleted: true };
  }

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
   * (docs/rules.md §6, `redeem`), so this only says whether the code could be
   * used (its minimum order aside) and changes nothing.
   */
  async apply(input: ApplyCouponDto, now = new Date()): Promise<CouponApplyResult> {
    const found = await this.lookUp(input.code);
    if (!found) return { valid: false, message: COUPON_NOT_VALID };
    const problem = couponProblem(found.rule, found.rule.minimumOrderCents ?? 0, now);
    if (problem) return { valid: false, message: couponProblemMessage(problem, found.rule) };
    return { valid: true, message: 'Coupon accepted. Its use is counted when your order is paid.' };
  }

  // ---- the in-process API of the checkout (same service) ----

  /**
   * The coupon behind a code (trimmed, upper-cased) as libs/pricing reads it,
   * or null when no coupon has that code. `redeemed` is true when the coupon
   * is single-use and an order holds or has redeemed it.
   */
  async ruleForCode(manager: EntityManager, code: string): Promise<CouponForOrder | null> {
    const normal = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!COUPON_CODE_SHAPE.test(normal)) return null;
    const [row] = await queryRows<RedeemableCouponRow>(manager,
      `SELECT c.*, (c.is_single_use AND EXISTS (
           SELECT 1 FROM coupon_holds h WHERE h.coupon_id = c.id AND h.single_use AND h.status IN ('held', 'redeemed')
         )) AS redeemed
       FROM coupons c WHERE c.code = $1`,
      [normal],
    );
    return row ? { id: row.id, rule: toRule(row) } : null;
  }

  /**
   * Puts `orderId`'s hold on the coupon, in the caller's transaction (call it
   * for every coupon an order uses, single-use or not: `redeem` counts usage
   * from the hold). A single-use coupon another live order holds answers
   * CONFLICT "This coupon has already been used" — decided by the partial
   * unique index, so concurrent checkouts cannot both win. The insert never
   * fails (ON CONFLICT DO NOTHING), so the caller's transaction stays usable.
   * Holding the same coupon for the same order again changes nothing.
   */
  async hold(manager: EntityManager, couponId: string, orderId: string, singleUse: boolean): Promise<void> {
    if (!isUuid(couponId)) throw serviceError('CONFLICT', COUPON_NOT_VALID);
    assertOrderId(orderId);
    // A key-share lock: a concurrent delete of the coupon waits for this order (and then answers 409).
    const [coupon] = await queryRows<Pick<CouponRow, 'is_single_use'>>(manager, 'SELECT is_single_use FROM coupons WHERE id = $1 FOR KEY SHARE', [couponId]);
    if (!coupon) throw serviceError('CONFLICT', COUPON_NOT_VALID);
    const inserted = await queryRows(manager,
      `INSERT INTO coupon_holds (coupon_id, order_id, single_use) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [couponId, orderId, singleUse || coupon.is_single_use],
    );
    if (inserted.length) return;
    const [existing] = await queryRows<Pick<CouponHoldRow, 'coupon_id' | 'status'>>(manager,
      'SELECT coupon_id, status FROM coupon_holds WHERE order_id = $1', [orderId]);
    if (existing?.coupon_id === couponId && existing.status !== 'released') return;
    if (existing) throw serviceError('CONFLICT', 'This order already has a coupon');
    throw serviceError('COUPON_ALREADY_USED', COUPON_ALREADY_USED);
  }

  /**
   * The order is paid: its hold becomes a redemption and the coupon's usage
   * count goes up by one, with a `coupon.redeemed` event — in the caller's
   * transaction. Idempotent: true only the first time; false when the order
   * holds no coupon (or it was released).
   */
  async redeem(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const [hold] = await queryRows<Pick<CouponHoldRow, 'coupon_id'>>(manager,
      `UPDATE coupon_holds SET status = 'redeemed', updated_at = now() WHERE order_id = $1 AND status = 'held' RETURNING coupon_id`,
      [orderId],
    );
    if (!hold) return false;
    const [coupon] = await queryRows<Pick<CouponRow, 'code'>>(manager,
      'UPDATE coupons SET usage_count = usage_count + 1 WHERE id = $1 RETURNING code', [hold.coupon_id]);
    await addToOutbox(manager, CouponEvents.redeemed, { couponId: hold.coupon_id, code: coupon?.code ?? null, orderId });
    return true;
  }

  /**
   * The order expired or was cancelled before payment: its hold is released,
   * so a single-use coupon can be used again. Idempotent; a redemption is
   * never released. True when a hold was released by this call.
   */
  async release(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const released = await queryRows(manager,
      `UPDATE coupon_holds SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'held' RETURNING id`,
      [orderId],
    );
    return released.length > 0;
  }

  /**
   * A paid order was cancelled: its redemption is undone (the hold released, the coupon's usage count down by one),
   * so a single-use coupon can be used again. Idempotent; true when a redemption was undone by this call.
   */
  async undoRedemption(manager: EntityManager, orderId: string): Promise<boolean> {
    assertOrderId(orderId);
    const [hold] = await queryRows<Pick<CouponHoldRow, 'coupon_id'>>(manager,
      `UPDATE coupon_holds SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'redeemed' RETURNING coupon_id`,
      [orderId],
    );
    if (!hold) return false;
    await manager.query('UPDATE coupons SET usage_count = GREATEST(usage_count - 1, 0) WHERE id = $1', [hold.coupon_id]);
    return true;
  }

  /**
   * A single-use percentage coupon with a fresh code, in the caller's
   * transaction (the abandoned-cart recovery offer). `drawCode` is asked again
   * while the code it gives is taken (the insert never fails, so the
   * transaction stays usable).
   */
  async issueSingleUse(
    manager: EntityManager,
    offer: { drawCode: () => string; name: string; discountPercentage: number; expiresAt: Date },
  ): Promise<Coupon> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const [row] = await queryRows<CouponRow>(manager,
        `INSERT INTO coupons (code, name, discount_type, discount_value, is_single_use, minimum_order_cents, expires_at, is_active)
         VALUES ($1, $2, 'percentage', $3, true, NULL, $4, true) ON CONFLICT (code) DO NOTHING RETURNING *`,
        [offer.drawCode(), offer.name, settleDiscount('percentage', offer.discountPercentage, undefined), offer.expiresAt],
      );
      if (row) return toCoupon(row);
    }
    throw new Error('Could not draw a coupon code that is not taken');
  }

  /** The coupon behind a code the shopper typed; a blank code is 400 (docs/product/shopper.md §5). */
  private async lookUp(code: string): Promise<CouponForOrder | null> {
    const normal = typeof code === 'string' ? code.trim().toUpperCase() : '';
    if (!normal) throw serviceError('BAD_REQUEST', COUPON_CODE_REQUIRED);
    return this.ruleForCode(this.dataSource.manager, normal);
  }
}

/**
 * The stored discount: a percentage coupon's percent (discountPercentage, or
 * discountValue standing for it), a fixed coupon's cents (discountValue in
 * dollars). The message names the field that is missing or wrong.
 */
function settleDiscount(type: CouponDiscountType, percentage: number | null | undefined, value: number | null | undefined): number {
  const problem = couponDiscountProblem(type, percentage, value);
  if (problem) throw serviceError('BAD_REQUEST', problem.message);
  return type === 'percentage' ? (percentage ?? value)! : toCents(value!);
}

/**
 * A percentage coupon sent back as it was fetched carries its percent twice
 * (discountPercentage and discountValue): the one that differs from what is
 * stored is the change. Two new, different values stay ambiguous (400).
 */
function changedDiscount(type: CouponDiscountType, current: CouponRow, changes: UpdateCouponDto): [number | null | undefined, number | null | undefined] {
  const { discountPercentage: percentage, discountValue: value } = changes;
  if (type === 'percentage' && type === current.discount_type && typeof percentage === 'number' && typeof value === 'number' && percentage !== value) {
    if (value === current.discount_value) return [percentage, undefined];
    if (percentage === current.discount_value) return [undefined, value];
  }
  return [percentage, value];
}

/** A taken code (also between two concurrent writes) answers 409. */
async function codeClash<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw serviceError('COUPON_CODE_TAKEN', COUPON_CODE_TAKEN);
    throw err;
  }
}

async function lockedCoupon(manager: EntityManager, id: string): Promise<CouponRow> {
  const [row] = await queryRows<CouponRow>(manager, 'SELECT * FROM coupons WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw serviceError('NOT_FOUND', 'No coupon with that id');
  return row;
}

function stateParams(state: CouponState): unknown[] {
  return [
    state.code, state.name, state.discountType, state.discountValue, state.isSingleUse,
    state.minimumOrderCents, state.expiresAt, state.isActive,
  ];
}

function assertId(id: unknown): asserts id is string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No coupon with that id');
}

function assertOrderId(orderId: unknown): asserts orderId is string {
  if (typeof orderId !== 'string' || orderId.length === 0 || orderId.length > ORDER_ID_MAX_LENGTH) {
    throw new RangeError(`An order id must be 1–${ORDER_ID_MAX_LENGTH} characters, got ${JSON.stringify(orderId)}`);
  }
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
function discountOf(type: CouponDiscountType, stored: number): { discountPercentage: number | null; discountValue: number } {
  return type === 'percentage'
    ? { discountPercentage: stored, discountValue: stored }
    : { discountPercentage: null, discountValue: toDollars(stored) };
}

function toCoupon(row: CouponRow): Coupon {
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

function validatedCoupon(rule: CouponRule): ValidatedCoupon {
  return { name: rule.name, code: rule.code, ...discountOf(rule.discountType, rule.discountValue), discountType: rule.discountType };
}

function notValid(error: string): CouponValidation {
  return { valid: false, error, coupon: null, savings: 0, discountAmount: 0 };
}
