import type { CouponDiscountType } from '@shop/contracts';

export const DISCOUNT_TYPE_OPTIONS: readonly { value: CouponDiscountType; label: string }[] = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off ($)' },
];
