import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MysteryBox } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/mystery-boxes: every tier, lowest threshold first (docs/product/shopper.md §3, §7). */
export function getMysteryBoxes(signal?: AbortSignal): Promise<MysteryBox[]> {
  return api.get<MysteryBox[]>('/api/mystery-boxes', { signal });
}

export const mysteryBoxesQueryOptions = () =>
  queryOptions({
    // ['mystery-boxes']: every admin change to the tiers refreshes it.
    queryKey: ['mystery-boxes'],
    queryFn: () =>
      getMysteryBoxes().catch((error: unknown): MysteryBox[] | null => {
        console.error('Loading the mystery box tiers failed', error);
        return null;
      }),
    staleTime: 0,
  });

/** The active tiers, lowest threshold first; null while loading, switched off or after a failure. */
export function useActiveMysteryBoxTiers(enabled: boolean): MysteryBox[] | null {
  const tiers = useQuery({ ...mysteryBoxesQueryOptions(), enabled });
  return Array.isArray(tiers.data) ? tiers.data.filter((tier) => tier.isActive) : null;
}
