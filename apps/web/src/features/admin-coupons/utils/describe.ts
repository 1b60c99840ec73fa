import type { Coupon } from '@shop/contracts';
import { formatDateTime, formatMoney } from '@/lib/format';

/** "20% off" or "$5.50 off". */
export function discountText(coupon: Pick<Coupon, 'discountType' | 'discountValue'>): string {
  return coupon.discountType === 'percentage' ? `${coupon.discountValue}% off` : `${formatMoney(coupon.discountValue)} off`;
}

export function minimumText(coupon: Pick<Coupon, 'minimumOrderAmount'>): string {
  return coupon.minimumOrderAmount === null ? 'No minimum' : `Minimum ${formatMoney(coupon.minimumOrderAmount)}`;
}

export function isExpired(coupon: Pick<Coupon, 'expiryDate'>, now = Date.now()): boolean {
  return coupon.expiryDate !== null && Date.parse(coupon.expiryDate) < now;
}

export function expiryText(coupon: Pick<Coupon, 'expiryDate'>, now = Date.now()): string {
  if (coupon.expiryDate === null) return 'Never expires';
  return `${isExpired(coupon, now) ? 'Expired' : 'Expires'} ${formatDateTime(coupon.expiryDate)}`;
}

export function usageText(coupon: Pick<Coupon, 'usageCount'>): string {
  return `Used ${coupon.usageCount} ${coupon.usageCount === 1 ? 'time' : 'times'}`;
}
