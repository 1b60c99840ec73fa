import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { LessonText } from '../types';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** PUT /api/lessons/{id} {title, section1..section4} (admin). */
export function updateLesson({ id, text }: { id: string; text: LessonText }): Promise<Lesson> {
  return api.put<Lesson>(`/api/lessons/${encodeURIComponent(id)}`, text);
}

export function useUpdateLesson() {
  return useLearningMutation(updateLesson);
}
