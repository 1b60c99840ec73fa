import type { CourseTitle, CourseType } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { useLearningMutation } from '../utils/use-learning-mutation';

/** POST /api/course-titles {courseType} (admin): (re)writes the course's 52 titles; safe to repeat. */
export function generateCourseTitles(courseType: CourseType): Promise<CourseTitle[]> {
  return api.post<CourseTitle[]>('/api/course-titles', { courseType });
}

export function useGenerateCourseTitles() {
  return useLearningMutation(generateCourseTitles);
}
