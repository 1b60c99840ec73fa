import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** DELETE /api/lessons/{id} (admin). */
export function deleteLesson(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete(`/api/lessons/${encodeURIComponent(id)}`);
}

export function useDeleteLesson() {
  return useLearningMutation(deleteLesson);
}
