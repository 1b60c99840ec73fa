import type { Pigment } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { PigmentFields } from '../types';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** PUT /api/pigments/{id} with every field (admin). */
export function updatePigment({ id, fields }: { id: string; fields: PigmentFields }): Promise<Pigment> {
  return api.put<Pigment>(`/api/pigments/${encodeURIComponent(id)}`, fields);
}

export function useUpdatePigment() {
  return useLearningMutation(updatePigment);
}
