import { roundToCent, toCents } from '@shop/pricing';
import { DEFAULT_CUSTOMER_NAME, ORDER_ITEMS_LINE } from '../constants';
import type { RealOrderInput } from '../types';
import { splitEvenly } from './money';

export type RealOrderValues = {
  customerEmail: string;
  customerName: string;
  paymentEmail: string;
  total: string;
  items: string;
  notes: string;
};

/**
 * The Add Real Order payload (docs/product/back-office.md §5 "Real order"): the items text is
 * split by commas, each item one unit, the total divided equally (to the
 * cent, the first items taking any leftover cent); without items one
 * 'Order Items' line holds the whole total. The name defaults to 'Customer'.
 */
export function toRealOrder(values: RealOrderValues): RealOrderInput | null {
  const total = Number(values.total.trim());
  if (!values.total.trim() || !Number.isFinite(total) || total < 0 || !Number.isSafeInteger(toCents(total))) return null;
  const rounded = roundToCent(total);
  const names = values.items
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const prices = names.length ? splitEvenly(rounded, names.length) : [];
  return {
    customerEmail: values.customerEmail.trim(),
    customerName: values.customerName.trim() || DEFAULT_CUSTOMER_NAME,
    paymentEmail: values.paymentEmail.trim(),
    total: rounded,
    items: names.length
      ? names.map((name, index) => ({ name, quantity: 1, price: prices[index] }))
      : [{ name: ORDER_ITEMS_LINE, quantity: 1, price: rounded }],
    notes: values.notes.trim() || undefined,
  };
}
