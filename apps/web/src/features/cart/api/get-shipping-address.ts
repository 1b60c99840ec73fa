import { useQuery } from '@tanstack/react-query';
import type { ShippingAddress } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const shippingAddressQueryKey = (email: string) => ['shipping-address', email] as const;

/**
 * GET /api/shipping-address: where her last checkout from a verified session shipped, to fill the form again.
 * Asked only by a verified session (docs/rules.md §4); any failure just leaves the form empty.
 */
export function useRememberedShippingAddress(email: string | null, verified: boolean | undefined): ShippingAddress | null {
  const query = useQuery({
    queryKey: shippingAddressQueryKey(email ?? ''),
    queryFn: ({ signal }) => api.get<{ shippingAddress: ShippingAddress | null }>('/api/shipping-address', { signal }),
    enabled: email !== null && verified === true,
  });
  return query.data?.shippingAddress ?? null;
}
