/// <reference types="jest" />
import 'reflect-metadata';
import { rangeEndBeforeStartMessage } from '@shop/contracts';
import { ORDER_SEARCH_MAX_LENGTH } from '../constants';
import {
  NO_ORDER_FILTERS,
  dateFieldOfMessage,
  hasOrderFilters,
  isDay,
  normalizeSearch,
  orderDateProblem,
  orderFiltersToSearch,
  orderListQuery,
  pageCountOf,
  pageSummary,
  parseOrderFilters,
} from './order-filters';

describe("Customer Orders' filters", () => {
  it('reads the filters from the address, each unreadable part meaning "not filtered"', () => {
    expect(parseOrderFilters('?q=%231042&status=paid&from=2025-01-01&to=2025-01-31&page=3')).toEqual({
      q: '#1042',
      status: 'paid',
      from: '2025-01-01',
      to: '2025-01-31',
      page: 3,
    });
    expect(parseOrderFilters('')).toEqual(NO_ORDER_FILTERS);
    expect(parseOrderFilters('status=lost&from=2025-02-30&to=yesterday&page=0')).toEqual(NO_ORDER_FILTERS);
    for (const page of ['-2', '1.5', 'two', '', '99999999999999999999']) expect(parseOrderFilters(`page=${page}`).page).toBe(1);
    expect(parseOrderFilters(`q=${encodeURIComponent('  ada  ')}`).q).toBe('ada');
    expect(parseOrderFilters(`q=${'x'.repeat(ORDER_SEARCH_MAX_LENGTH + 20)}`).q).toHaveLength(ORDER_SEARCH_MAX_LENGTH);
  });

  it('writes only what is set into the address (page 1 left out) and keeps other parameters', () => {
    expect(orderFiltersToSearch(NO_ORDER_FILTERS)).toBe('');
    const filters = { q: ' #1042 ', status: 'shipped' as const, from: '2025-01-01', to: '', page: 2 };
    expect(orderFiltersToSearch(filters)).toBe('q=%231042&status=shipped&from=2025-01-01&page=2');
    expect(parseOrderFilters(orderFiltersToSearch(filters))).toEqual({ ...filters, q: '#1042' });
    expect(orderFiltersToSearch({ ...NO_ORDER_FILTERS, q: 'ada' }, '?tab=x&page=4&status=paid')).toBe('tab=x&q=ada');
  });

  it('asks the server for one page: the search trimmed, what is set, the page and its size', () => {
    expect(orderListQuery({ ...NO_ORDER_FILTERS, pageSize: 25 })).toBe('page=1&pageSize=25');
    expect(orderListQuery({ q: ' Ada Lovelace ', status: 'paid', from: '2025-01-01', to: '2025-01-02', page: 2, pageSize: 25 })).toBe(
      'q=Ada+Lovelace&status=paid&from=2025-01-01&to=2025-01-02&page=2&pageSize=25',
    );
  });

  it('knows a day from anything else', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const value of ['2025-02-29', '2025-13-01', '2025-1-01', '2025-01-01T00:00:00Z', '', 'today']) expect(isDay(value)).toBe(false);
  });

  it('trims the search and cuts it at the longest the server takes', () => {
    expect(normalizeSearch('  #1042 ')).toBe('#1042');
    expect(normalizeSearch(`${'a'.repeat(ORDER_SEARCH_MAX_LENGTH - 1)}  b`)).toBe('a'.repeat(ORDER_SEARCH_MAX_LENGTH - 1));
  });

  it('counts a search, a status or a day as a filter, never the page', () => {
    expect(hasOrderFilters({ ...NO_ORDER_FILTERS, page: 4 })).toBe(false);
    expect(hasOrderFilters({ ...NO_ORDER_FILTERS, q: 'ada' })).toBe(true);
    expect(hasOrderFilters({ ...NO_ORDER_FILTERS, status: 'paid' })).toBe(true);
    expect(hasOrderFilters({ ...NO_ORDER_FILTERS, to: '2025-01-01' })).toBe(true);
  });

  it("refuses days the wrong way round with the contracts' own message, on the To field", () => {
    expect(orderDateProblem({ from: '2025-03-10', to: '2025-03-01' })).toEqual({ field: 'to', message: rangeEndBeforeStartMessage('to', 'from') });
    expect(orderDateProblem({ from: '2025-03-10', to: '2025-03-01' })?.message).toBe('to must not be before from');
    expect(orderDateProblem({ from: '2025-03-10', to: '2025-03-10' })).toBeNull();
    expect(orderDateProblem({ from: '', to: '2025-03-01' })).toBeNull();
    expect(orderDateProblem({ from: '2025-03-10', to: '' })).toBeNull();
  });

  it('finds which date field a server message is about (it names the field first)', () => {
    expect(dateFieldOfMessage('to must not be before from')).toBe('to');
    expect(dateFieldOfMessage('from must be a date (YYYY-MM-DD) or an ISO 8601 time')).toBe('from');
    expect(dateFieldOfMessage('q must be at most 100 characters')).toBeNull();
    expect(dateFieldOfMessage('today is not a day')).toBeNull();
    expect(dateFieldOfMessage(null)).toBeNull();
  });

  it('says which orders a page shows, of how many', () => {
    expect(pageSummary(2, 25, 25, 312)).toBe('Showing 26–50 of 312 orders');
    expect(pageSummary(1, 25, 1, 1)).toBe('Showing 1–1 of 1 order');
    expect(pageSummary(13, 25, 12, 312)).toBe('Showing 301–312 of 312 orders');
    expect(pageSummary(1, 25, 0, 0)).toBe('No orders');
    expect(pageSummary(20, 25, 0, 312)).toBe('None on this page, 312 orders in all');
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
    expect(pageCountOf(312, 25)).toBe(13);
  });
});
