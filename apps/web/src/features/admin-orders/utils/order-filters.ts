import { dateRangeProblem, type OrderStatus, type RuleProblem } from '@shop/contracts';
import { ORDER_SEARCH_MAX_LENGTH } from '../constants';
import { parseStatus } from './status';

/**
 * What Customer Orders lists: the search text, a status, the days the orders were placed (`YYYY-MM-DD`, whole days in
 * UTC) and the page (from 1). An empty text means "not filtered"; null, every status.
 */
export type OrderFilters = {
  q: string;
  status: OrderStatus | null;
  from: string;
  to: string;
  page: number;
};

/** The parameters of GET /api/admin/orders for one page of a search (the react-query key holds them). */
export type OrderListParams = OrderFilters & { pageSize: number };

export const NO_ORDER_FILTERS: OrderFilters = { q: '', status: null, from: '', to: '', page: 1 };

/** The date range's two fields, named as the server names them (its message: "to must not be before from"). */
export const DATE_FIELDS = { start: 'from', end: 'to' } as const;
export type DateField = (typeof DATE_FIELDS)[keyof typeof DATE_FIELDS];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (what a date input gives), e.g. not 2025-02-30. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The search text as it is sent: trimmed, at most ORDER_SEARCH_MAX_LENGTH characters. */
export const normalizeSearch = (text: string) => text.trim().slice(0, ORDER_SEARCH_MAX_LENGTH).trim();

/** A page number from the address: a whole number from 1, else 1. */
function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters kept in the address (`?q=ada&status=paid&from=2025-01-01&to=2025-01-31&page=2`). Anything it cannot read
 * means "not filtered" (an unknown status is every status, a day that is not one is no bound, a bad page is page 1).
 */
export function parseOrderFilters(search: string | URLSearchParams): OrderFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isDay(value) ? value : '';
  };
  return {
    q: normalizeSearch(params.get('q') ?? ''),
    status: parseStatus(params.get('status')),
    from: day('from'),
    to: day('to'),
    page: parsePage(params.get('page')),
  };
}

/** The filters as the address's query (without `?`): only what is set, page 1 left out. Other parameters are kept. */
export function orderFiltersToSearch(filters: OrderFilters, keep: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(keep);
  const set = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  set('q', normalizeSearch(filters.q));
  set('status', filters.status);
  set('from', filters.from);
  set('to', filters.to);
  set('page', filters.page > 1 ? String(filters.page) : null);
  return params.toString();
}

/** The query string of GET /api/admin/orders for one page (without `?`). */
export function orderListQuery(params: OrderListParams): string {
  const query = new URLSearchParams();
  const q = normalizeSearch(params.q);
  if (q) query.set('q', q);
  if (params.status) query.set('status', params.status);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

/** Whether the list is narrowed by anything (the page does not count). */
export const hasOrderFilters = (filters: OrderFilters) => Boolean(filters.q || filters.status || filters.from || filters.to);

/** The contracts' one rule for the days (`to` not before `from`), checked before anything is sent. */
export const orderDateProblem = (filters: Pick<OrderFilters, 'from' | 'to'>): RuleProblem | null =>
  dateRangeProblem(DATE_FIELDS, filters.from || null, filters.to || null);

/**
 * Which date field a 400 from the server is about: its message names the field first ("to must not be before from",
 * "from must be a date ..."); null when it is about something else.
 */
export function dateFieldOfMessage(message: string | null): DateField | null {
  const field = /^(from|to)\b/.exec(message?.trim() ?? '')?.[1];
  return field === 'from' || field === 'to' ? field : null;
}

/** How many pages `total` orders fill (at least 1). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const ordersNoun = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** "Showing 26–50 of 312 orders" ("Showing 1–1 of 1 order"; "No orders" when the search finds none). */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  if (total <= 0) return 'No orders';
  if (shown <= 0) return `None on this page, ${ordersNoun(total)} in all`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(first + shown - 1, total);
  return `Showing ${first}–${last} of ${ordersNoun(total)}`;
}
