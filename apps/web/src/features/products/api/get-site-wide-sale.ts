import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteWideSale } from '@shop/contracts';
import { api, isApiError } from '@/lib/api-client';

/** GET /api/site-wide-sales/active: the running site-wide sale, or null (also while the call does not exist yet). */
export async function getSiteWideSale(): Promise<SiteWideSale | null> {
  try {
    const sale = await api.get<SiteWideSale | null>('/api/site-wide-sales/active');
    return sale && typeof sale === 'object' && 'endTime' in sale ? sale : null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const siteWideSaleQueryOptions = () => queryOptions({ queryKey: ['site-wide-sales', 'active'], queryFn: getSiteWideSale });

export function useSiteWideSale() {
  return useQuery(siteWideSaleQueryOptions());
}
