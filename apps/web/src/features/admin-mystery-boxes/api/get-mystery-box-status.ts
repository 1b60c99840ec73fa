import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MysteryBoxStatus } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { mysteryBoxKeys } from './query-keys';

/** GET /api/mystery-box/status: whether the promotion is on. */
export function getMysteryBoxStatus(): Promise<MysteryBoxStatus> {
  return api.get<MysteryBoxStatus>('/api/mystery-box/status');
}

export const mysteryBoxStatusQueryOptions = () => queryOptions({ queryKey: mysteryBoxKeys.status, queryFn: getMysteryBoxStatus });

export function useMysteryBoxStatus() {
  return useQuery(mysteryBoxStatusQueryOptions());
}
