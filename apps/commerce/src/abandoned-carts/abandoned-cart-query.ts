import { ABANDONED_AFTER_HOURS } from '@shop/contracts';

/**
 * The conditions of an abandoned cart (docs/product/back-office.md §9), on `carts c`: it holds
 * an item, it has not changed for an hour, and its shopper has placed no
 * order (any status) since it last changed.
 */
export const ABANDONED = `
  jsonb_array_length(c.items) > 0
  AND c.updated_at <= now() - make_interval(hours => ${ABANDONED_AFTER_HOURS})
  AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_email = c.email AND o.created_at >= c.updated_at)`;

/** The name on the shopper's latest order that has one: the only name commerce knows. */
export const CUSTOMER_NAME = `(
  SELECT o.customer_name FROM orders o
  WHERE o.customer_email = c.email AND NULLIF(btrim(o.customer_name), '') IS NOT NULL
  ORDER BY o.created_at DESC LIMIT 1) AS customer_name`;

/** "Ann Marie Lee" → Ann / Marie Lee; no name → nulls. */
export function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') || null };
}
