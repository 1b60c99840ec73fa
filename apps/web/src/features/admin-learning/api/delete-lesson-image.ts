import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** DELETE /api/lessons/{id}/images {imageUrl} (admin). */
export function deleteLessonImage({ id, imageUrl }: { id: string; imageUrl: string }): Promise<Lesson> {
  return api.delete<Lesson>(`/api/lessons/${encodeURIComponent(id)}/images`, { imageUrl });
}

export function useDeleteLessonImage() {
  return useLearningMutation(deleteLessonImage);
}
