import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MysteryBox } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { mysteryBoxKeys } from './query-keys';

/** GET /api/mystery-boxes: every tier, lowest threshold first. */
export async function getMysteryBoxes(): Promise<MysteryBox[]> {
  const tiers = await api.get<MysteryBox[]>('/api/mystery-boxes');
  return [...tiers].sort((a, b) => a.threshold - b.threshold || b.rewardValue - a.rewardValue);
}

export const mysteryBoxesQueryOptions = () => queryOptions({ queryKey: mysteryBoxKeys.tiers, queryFn: getMysteryBoxes });

export function useMysteryBoxes() {
  return useQuery(mysteryBoxesQueryOptions());
}
