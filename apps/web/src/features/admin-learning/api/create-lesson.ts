import type { Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/lessons {title} (admin). */
export function createLesson(title: string): Promise<Lesson> {
  return api.post<Lesson>('/api/lessons', { title });
}

export function useCreateLesson() {
  return useLearningMutation(createLesson);
}
