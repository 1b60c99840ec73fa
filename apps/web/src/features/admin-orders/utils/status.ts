import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts';

/** The status named in the address, or null (every status) when it names none we know. */
export function parseStatus(value: string | null): OrderStatus | null {
  return ORDER_STATUSES.find((status) => status === value) ?? null;
}
