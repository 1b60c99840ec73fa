import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/lessons/{id}/images, multipart field `images`, up to five files (admin). */
export function uploadLessonImages({ id, files }: { id: string; files: File[] }): Promise<Lesson> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return api.post<Lesson>(`/api/lessons/${encodeURIComponent(id)}/images`, form);
}

export function useUploadLessonImages() {
  return useLearningMutation(uploadLessonImages);
}
