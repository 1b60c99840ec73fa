import type { OrderStatus } from '@shop/contracts';
import { useLocation, useSearch } from 'wouter';
import { parseStatus } from '../utils/status';

const STATUS_PARAM = 'status';

/** The orders list's status filter, kept in the address (?status=paid) so a reload or a shared link keeps it. */
export function useStatusFilter() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const status = parseStatus(new URLSearchParams(search).get(STATUS_PARAM));

  function setStatus(next: OrderStatus | null) {
    const params = new URLSearchParams(search);
    if (next) params.set(STATUS_PARAM, next);
    else params.delete(STATUS_PARAM);
    const query = params.toString();
    navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
  }

  return [status, setStatus] as const;
}
