import { api } from '@/lib/api-client';
import type { Lesson } from '../types';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** DELETE /api/lessons/{id}/images {imageUrl} (admin). */
export function deleteLessonImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<Lesson> {
  return api.delete<Lesson>(`/api/lessons/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteLessonImage() {
  return useLearningMutation(deleteLessonImage);
}
