import { dateRangeProblem, ORDER_LIST_DEFAULT_LIMIT, type OrderListQueryDto } from '@shop/contracts';
import { serviceError } from '@shop/platform';

/**
 * What the search looks in: the e-mail, the customer's name and the shipping address's names, lower-cased. It is the
 * expression of the trigram index orders_search_idx (migration 1765600000000-order-search): the two must stay the same.
 */
const ORDER_SEARCH_TEXT = `lower(customer_email || ' ' || coalesce(customer_name, '') || ' ' ||
  coalesce(shipping_address->>'firstName', '') || ' ' || coalesce(shipping_address->>'lastName', ''))`;

const ORDER_NUMBER = /^#?(\d{1,18})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A search as SQL: its WHERE (empty for none), parameters, and the page. */
export interface OrderSearchSql {
  where: string;
  params: unknown[];
  limit: number;
  offset: number;
}

/**
 * The admin's order search (docs/rules.md §6 "Finding an order") as SQL: an order number (`1042`, `#1042`) is found
 * exactly; other text anywhere in the e-mail or a name (case-insensitive); a status; the days it was placed (a date
 * means the whole day, UTC; a time is taken as it is). 400 for a range that ends before it starts.
 */
export function orderSearchSql(query: OrderListQueryDto): OrderSearchSql {
  const range = dateRangeProblem({ start: 'from', end: 'to' }, query.from, query.to);
  if (range) throw serviceError('BAD_REQUEST', range.message);
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (parameter: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (query.status) add((p) => `status = ${p}`, query.status);
  const text = query.q?.trim();
  const number = text ? ORDER_NUMBER.exec(text) : null;
  if (number) add((p) => `order_number = ${p}`, number[1]);
  else if (text) add((p) => `${ORDER_SEARCH_TEXT} LIKE ${p}`, `%${escapeLike(text.toLowerCase())}%`);
  if (query.from) add((p) => `created_at >= ${p}::timestamptz`, DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from);
  if (query.to) {
    if (DATE_ONLY.test(query.to)) add((p) => `created_at < ${p}::timestamptz`, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString());
    else add((p) => `created_at <= ${p}::timestamptz`, query.to);
  }
  const limit = query.pageSize ?? query.limit ?? ORDER_LIST_DEFAULT_LIMIT;
  const offset = query.page !== undefined ? (query.page - 1) * limit : (query.offset ?? 0);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params, limit, offset };
}

/** LIKE's own characters, taken as themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
