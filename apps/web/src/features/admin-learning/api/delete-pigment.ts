import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** DELETE /api/pigments/{id} (admin). */
export function deletePigment(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/pigments/${encodeURIComponent(id)}`);
}

export function useDeletePigment() {
  return useLearningMutation(deletePigment);
}
