import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pigment } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** GET /api/pigments: every pigment note, by name. */
export function getPigments(): Promise<Pigment[]> {
  return api.get<Pigment[]>('/api/pigments');
}

export const pigmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['learning', 'pigments'],
    queryFn: getPigments,
  });

export function usePigments() {
  return useQuery(pigmentsQueryOptions());
}
