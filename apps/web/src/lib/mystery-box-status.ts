import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MysteryBoxStatus } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/mystery-box/status: whether the mystery box promotion is on (docs/product/shopper.md §7). */
export function getMysteryBoxStatus(signal?: AbortSignal): Promise<MysteryBoxStatus> {
  return api.get<MysteryBoxStatus>('/api/mystery-box/status', { signal });
}

export const mysteryBoxStatusQueryOptions = () =>
  queryOptions({
    // Under ['mystery-box']: the admin's toggle refreshes it.
    queryKey: ['mystery-box', 'status'],
    queryFn: () =>
      getMysteryBoxStatus().catch((error: unknown): MysteryBoxStatus | null => {
        console.error('Mystery box status check failed', error);
        return null;
      }),
    // An admin may switch it: asked again whenever the cart opens, like the quote.
    staleTime: 0,
  });

/** true or false once known; null while loading or after a failure (logged; the quote decides then). */
export function useMysteryBoxEnabled(): boolean | null {
  const status = useQuery(mysteryBoxStatusQueryOptions());
  return typeof status.data?.isEnabled === 'boolean' ? status.data.isEnabled : null;
}
