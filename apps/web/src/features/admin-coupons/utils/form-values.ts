import {
  COUPON_AMOUNT_MAX,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_SHAPE,
  couponPercentProblem,
  type Coupon,
  type CouponDiscountType,
} from '@shop/contracts';
import type { CouponInput } from '../types';

/** The form as typed: amounts as text, the expiry as a date in the admin's own time zone. */
export type CouponFormValues = {
  code: string;
  name: string;
  discountType: CouponDiscountType;
  /** Percent for a percentage coupon, dollars for a fixed one. */
  discount: string;
  minimumOrderAmount: string;
  /** yyyy-mm-dd, or '' for never. */
  expiryDate: string;
  isSingleUse: boolean;
  isActive: boolean;
};

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

/** docs/product/back-office.md §5: the code is forced to upper case as it is typed. */
export function toCouponCode(typed: string): string {
  return typed.toUpperCase();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant, as a date input holds it. */
export function toDateInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A date input's day, valid to its last millisecond in the admin's time zone, as an ISO instant; null when blank. */
export function fromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const d = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Dollars typed with at most two decimals; null when it is not such an amount. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function emptyFormValues(): CouponFormValues {
  return {
    code: '',
    name: '',
    discountType: 'percentage',
    discount: '',
    minimumOrderAmount: '',
    expiryDate: '',
    isSingleUse: false,
    isActive: true,
  };
}

export function formValuesFromCoupon(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    name: coupon.name,
    discountType: coupon.discountType,
    discount: String(coupon.discountValue),
    minimumOrderAmount: coupon.minimumOrderAmount === null ? '' : String(coupon.minimumOrderAmount),
    expiryDate: toDateInput(coupon.expiryDate),
    isSingleUse: coupon.isSingleUse,
    isActive: coupon.isActive,
  };
}

export type FormCheck = { ok: true; input: CouponInput } | { ok: false; errors: CouponFormErrors };

/**
 * docs/product/back-office.md §5 "Coupon": a discount percentage from 1 to 100, the code in
 * upper case; an empty minimum order or expiry is sent as null.
 */
export function checkForm(values: CouponFormValues): FormCheck {
  const errors: CouponFormErrors = {};
  const code = toCouponCode(values.code.trim());
  if (!code) errors.code = 'Code is required';
  else if (code.length > COUPON_CODE_MAX_LENGTH) errors.code = `Code must be at most ${COUPON_CODE_MAX_LENGTH} characters`;
  else if (!COUPON_CODE_SHAPE.test(code)) errors.code = 'Code may hold only letters A-Z, digits, - and _';

  const discountText = values.discount.trim();
  let discount = Number(discountText);
  if (!discountText) errors.discount = 'Discount is required';
  else if (values.discountType === 'percentage') {
    // The percent as the server judges it, in its words (libs/contracts rules/coupon-rules.ts).
    const problem = couponPercentProblem(discount);
    if (problem) errors.discount = problem.message;
  } else {
    const dollars = parseDollars(discountText);
    if (dollars === null || dollars <= 0 || dollars > COUPON_AMOUNT_MAX) {
      errors.discount = 'Discount must be an amount above $0 with at most 2 decimals';
    } else discount = dollars;
  }

  const minimumText = values.minimumOrderAmount.trim();
  const minimum = minimumText ? parseDollars(minimumText) : null;
  if (minimumText && (minimum === null || minimum > COUPON_AMOUNT_MAX)) {
    errors.minimumOrderAmount = 'Minimum order must be an amount with at most 2 decimals, or empty for none';
  }

  const expiryDate = values.expiryDate ? fromDateInput(values.expiryDate) : null;
  if (values.expiryDate && !expiryDate) errors.expiryDate = 'Expiry must be a date, or empty for never';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      code,
      name: values.name.trim() || code,
      discountType: values.discountType,
      discountPercentage: values.discountType === 'percentage' ? discount : null,
      discountValue: discount,
      isSingleUse: values.isSingleUse,
      minimumOrderAmount: minimum,
      expiryDate,
      isActive: values.isActive,
    },
  };
}

const DISCOUNT_KEYS = ['discountType', 'discountPercentage', 'discountValue'] as const;

/**
 * The fields an edit changed, compared with the coupon as it was loaded into
 * the form (so an untouched expiry keeps its exact instant). A change to the
 * discount sends its type and both amounts together.
 */
export function changedFields(original: Coupon, input: CouponInput): Partial<CouponInput> {
  const loaded = checkForm(formValuesFromCoupon(original));
  const before = loaded.ok ? loaded.input : null;
  const changes: Partial<CouponInput> = {};
  for (const key of Object.keys(input) as (keyof CouponInput)[]) {
    if (!before || JSON.stringify(before[key]) !== JSON.stringify(input[key])) {
      (changes as Record<string, unknown>)[key] = input[key];
    }
  }
  if (DISCOUNT_KEYS.some((key) => key in changes)) {
    for (const key of DISCOUNT_KEYS) (changes as Record<string, unknown>)[key] = input[key];
  }
  return changes;
}
