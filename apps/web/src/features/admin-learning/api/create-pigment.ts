import type { Pigment } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/pigments {name} (admin); the other notes are added by editing. */
export function createPigment(name: string): Promise<Pigment> {
  return api.post<Pigment>('/api/pigments', { name });
}

export function useCreatePigment() {
  return useLearningMutation(createPigment);
}
