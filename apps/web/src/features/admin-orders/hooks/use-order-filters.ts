import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { orderFiltersToSearch, parseOrderFilters, type OrderFilters } from '../utils/order-filters';

/**
 * Customer Orders' filters (search text, status, days, page), kept in the address
 * (`/admin/orders?q=ada&status=paid&page=2`) so a reload or a shared link keeps them. A change replaces the address
 * (no history entry per keystroke or page).
 */
export function useOrderFilters() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const filters = parseOrderFilters(search);

  /** Any change but the page's own starts again at page 1. */
  const setFilters = useCallback(
    (change: Partial<OrderFilters>) => {
      // Read the address as it is now: a debounced search may land after another change was made.
      const current = parseOrderFilters(window.location.search);
      const query = orderFiltersToSearch({ ...current, page: 1, ...change }, window.location.search);
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    },
    [pathname, navigate],
  );

  return [filters, setFilters] as const;
}
