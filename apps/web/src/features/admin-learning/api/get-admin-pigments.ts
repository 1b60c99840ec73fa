import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pigment } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /api/pigments: every pigment, by name. */
export function getAdminPigments(): Promise<Pigment[]> {
  return api.get<Pigment[]>('/api/pigments');
}

export const adminPigmentsQueryOptions = () => queryOptions({ queryKey: learningKeys.pigments, queryFn: getAdminPigments });

export function useAdminPigments() {
  return useQuery(adminPigmentsQueryOptions());
}
