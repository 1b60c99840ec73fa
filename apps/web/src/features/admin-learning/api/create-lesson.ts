import { api } from '@/lib/api-client';
import type { Lesson } from '../types';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/lessons {title} (admin). */
export function createLesson(title: string): Promise<Lesson> {
  return api.post<Lesson>('/api/lessons', { title });
}

export function useCreateLesson() {
  return useLearningMutation(createLesson);
}
