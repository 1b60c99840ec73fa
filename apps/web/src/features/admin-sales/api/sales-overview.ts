import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesOverview, SalesRange, SaleType } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** Under ['admin', …]: an admin 401 shows the sign-in again. */
export const salesOverviewKeys = {
  all: ['admin', 'sales-overview'] as const,
  of: (range: SalesRange, saleType: SaleType) => ['admin', 'sales-overview', range, saleType] as const,
};

/** GET /api/admin/sales-overview for one range and sale type; the last figures stay on screen while the next load. */
export function useSalesOverview(range: SalesRange, saleType: SaleType) {
  return useQuery({
    queryKey: salesOverviewKeys.of(range, saleType),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ range, saleType });
      return api.get<SalesOverview>(`/api/admin/sales-overview?${query}`, { signal });
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
