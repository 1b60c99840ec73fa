import type { CourseType, Lesson } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/lessons/generate-week {courseType, weekNumber} (admin): 409 when that week has its lesson. */
export function generateWeekLesson(input: { courseType: CourseType; weekNumber: number }): Promise<Lesson> {
  return api.post<Lesson>('/api/lessons/generate-week', input);
}

export function useGenerateWeekLesson() {
  return useLearningMutation(generateWeekLesson);
}
