import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { ActiveSaleTimer } from '../types';

/** GET /api/sale-timers/active: the timed sales running now ([] also while the call does not exist yet). */
export async function getActiveSaleTimers(): Promise<ActiveSaleTimer[]> {
  try {
    const timers = await api.get<ActiveSaleTimer[]>('/api/sale-timers/active');
    return Array.isArray(timers) ? timers : [];
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

export const activeSaleTimersQueryOptions = () => queryOptions({ queryKey: ['sale-timers', 'active'], queryFn: getActiveSaleTimers });

export function useActiveSaleTimers() {
  return useQuery(activeSaleTimersQueryOptions());
}
