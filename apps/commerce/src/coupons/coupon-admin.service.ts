import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  Coupon,
  COUPON_CODE_TAKEN,
  couponDiscountProblem,
  CouponDeleted,
  CouponDiscountType,
  CreateCouponDto,
  isUuid,
  parseCouponExpiry,
  PublicCoupon,
  UpdateCouponDto,
} from '@shop/contracts';
import { queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { toCents } from '@shop/pricing';
import { toCoupon } from './coupon-reads';
import { CouponRow } from './coupon-row';

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

/**
 * Managing coupons (docs/product/back-office.md "Coupons" panel; docs/product/shopper.md §3, §4): the admin list and
 * writes, the list a shopper may see, and the single-use coupons the shop issues itself (the abandoned-cart offer).
 * A coupon's holds and usage are CouponRedemptionService's.
 */
@Injectable()
export class CouponAdminService {
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
    const rows = await queryRows<CouponRow>(
      this.dataSource,
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
      const [inserted] = await codeClash(
        queryRows<CouponRow>(
          manager,
          `INSERT INTO coupons (code, name, discount_type, discount_value, is_single_use, minimum_order_cents, expires_at, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          stateParams(state),
        ),
      );
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
        minimumOrderCents:
          changes.minimumOrderAmount === undefined
            ? current.minimum_order_cents
            : changes.minimumOrderAmount === null
              ? null
              : toCents(changes.minimumOrderAmount),
        expiresAt: changes.expiryDate === undefined ? current.expires_at : changes.expiryDate === null ? null : parseCouponExpiry(changes.expiryDate),
        isActive: changes.isActive ?? current.is_active,
      };
      const [updated] = await codeClash(
        queryRows<CouponRow>(
          manager,
          `UPDATE coupons SET code = $1, name = $2, discount_type = $3, discount_value = $4, is_single_use = $5,
           minimum_order_cents = $6, expires_at = $7, is_active = $8, updated_at = now()
         WHERE id = $9 RETURNING *`,
          [...stateParams(state), id],
        ),
      );
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
        throw serviceError(
          'COUPON_IN_USE',
          'A pending order holds this coupon. Switch it off instead, or delete it once that order is paid or expired',
        );
      }
      await manager.query('DELETE FROM coupons WHERE id = $1', [id]);
    });
    return { id, deleted: true };
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
      const [row] = await queryRows<CouponRow>(
        manager,
        `INSERT INTO coupons (code, name, discount_type, discount_value, is_single_use, minimum_order_cents, expires_at, is_active)
         VALUES ($1, $2, 'percentage', $3, true, NULL, $4, true) ON CONFLICT (code) DO NOTHING RETURNING *`,
        [offer.drawCode(), offer.name, settleDiscount('percentage', offer.discountPercentage, undefined), offer.expiresAt],
      );
      if (row) return toCoupon(row);
    }
    throw new Error('Could not draw a coupon code that is not taken');
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
function changedDiscount(
  type: CouponDiscountType,
  current: CouponRow,
  changes: UpdateCouponDto,
): [number | null | undefined, number | null | undefined] {
  const { discountPercentage: percentage, discountValue: value } = changes;
  if (
    type === 'percentage' &&
    type === current.discount_type &&
    typeof percentage === 'number' &&
    typeof value === 'number' &&
    percentage !== value
  ) {
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
    state.code,
    state.name,
    state.discountType,
    state.discountValue,
    state.isSingleUse,
    state.minimumOrderCents,
    state.expiresAt,
    state.isActive,
  ];
}

function assertId(id: unknown): asserts id is string {
  if (!isUuid(id)) throw serviceError('NOT_FOUND', 'No coupon with that id');
}
